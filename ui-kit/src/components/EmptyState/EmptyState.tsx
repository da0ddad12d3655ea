import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface EmptyStateProps {
  /** What is missing, e.g. 'No rooms yet'. */
  title: string;
  /** A hint on what to do next. */
  description?: ReactNode;
  /** A call to action, e.g. an Add button. */
  action?: ReactNode;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

const Title = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const Description = styled.div`
  max-width: 420px;
`;

/** What a list, table or panel shows when it has nothing in it. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Root>
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
      {action}
    </Root>
  );
}
