import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import styled from 'styled-components';

export interface PageHeaderProps {
  /** The page title (the page's h1). */
  title: string;
  /** A line under the title, e.g. 'customise the UI of the guest application'. */
  description?: ReactNode;
  /** Buttons on the right, e.g. Add. */
  actions?: ReactNode;
}

const Root = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Title = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xxl};
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A screen's title row: h1, optional description, actions on the right. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Root>
      <div>
        <Title level={1}>{title}</Title>
        {description && <Description>{description}</Description>}
      </div>
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}
