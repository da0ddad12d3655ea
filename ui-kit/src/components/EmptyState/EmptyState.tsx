import type { ReactNode } from 'react';
import { Inbox, type LucideIcon } from 'lucide-react';
import styled from 'styled-components';

export interface EmptyStateProps {
  /** What is missing, in one sentence, e.g. 'No facilities yet'. */
  title: string;
  /** A hint on what to do next. */
  description?: ReactNode;
  /** The primary action, e.g. the screen's Add button. */
  action?: ReactNode;
  /** A lucide-react icon that pictures what is missing (decorative). @default Inbox */
  icon?: LucideIcon;
  /** Smaller padding and icon, for a tab or panel inside a drawer. @default false */
  isCompact?: boolean;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg}`};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
  &[data-compact] { padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`}; }
`;

// A soft disc behind the icon gives the empty area a focal point without shouting.
const IconDisc = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surfaceSunken};
  color: ${({ theme }) => theme.color.textMuted};
  [data-compact] > & { width: 36px; height: 36px; }
  svg { width: 50%; height: 50%; }
`;

const Title = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.typography.scale.bodyStrong.size};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: ${({ theme }) => theme.typography.scale.bodyStrong.lineHeight};
`;

const Description = styled.div`
  max-width: 420px;
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** What a list, table or panel shows when it has nothing in it: an icon, one sentence and the primary action. */
export function EmptyState({ title, description, action, icon: Icon = Inbox, isCompact = false }: EmptyStateProps) {
  return (
    <Root data-compact={isCompact || undefined}>
      <IconDisc>
        <Icon aria-hidden="true" strokeWidth={1.75} />
      </IconDisc>
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <Action>{action}</Action>}
    </Root>
  );
}
