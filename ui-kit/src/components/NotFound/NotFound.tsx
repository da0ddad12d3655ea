import { Heading, Link } from 'react-aria-components';
import styled from 'styled-components';
import { MSG } from '@atoll/contract';

export interface NotFoundProps {
  /** Where the home link goes. @default '/' */
  href?: string;
  /** Text of the home link. @default 'Go to the home page' */
  linkLabel?: string;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxxl} ${({ theme }) => theme.space.lg};
  text-align: center;
`;

const Title = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xxl};
`;

const Home = styled(Link)`
  color: ${({ theme }) => theme.color.actionPrimaryText};
  text-decoration: underline;
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

/** The page for unknown routes: 'Page Not Found' and a way home (client-side with RAC's RouterProvider). */
export function NotFound({ href = '/', linkLabel = 'Go to the home page' }: NotFoundProps) {
  return (
    <Root aria-labelledby="not-found-title">
      <Title level={1} id="not-found-title">
        {MSG.pageNotFound}
      </Title>
      <Home href={href}>{linkLabel}</Home>
    </Root>
  );
}
