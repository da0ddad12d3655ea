import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import styled from 'styled-components';

export interface PageHeaderProps {
  /** The page title (the page's h1). */
  title: string;
  /** How many things the page lists, e.g. '12 users'; shown beside the title, outside the heading's name. */
  count?: ReactNode;
  /** A line under the title, e.g. 'customise the UI of the guest application'. */
  description?: ReactNode;
  /** The primary action (and at most one or two more), e.g. the Add button; on the right, below the title on phones. */
  actions?: ReactNode;
}

const Root = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Titles = styled.div`
  min-width: 0;
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space.md};
`;

const Title = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.scale.title.size};
  font-weight: ${({ theme }) => theme.typography.scale.title.weight};
  line-height: ${({ theme }) => theme.typography.scale.title.lineHeight};
  letter-spacing: ${({ theme }) => theme.typography.scale.title.letterSpacing};
  overflow-wrap: break-word;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.scale.body.size};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A screen's title row, the same on every screen: h1, count, optional description, the primary action on the right. */
export function PageHeader({ title, count, description, actions }: PageHeaderProps) {
  return (
    <Root>
      <Titles>
        <TitleRow>
          <Title level={1}>{title}</Title>
          {count !== undefined && count !== null && <Count>{count}</Count>}
        </TitleRow>
        {description && <Description>{description}</Description>}
      </Titles>
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}
