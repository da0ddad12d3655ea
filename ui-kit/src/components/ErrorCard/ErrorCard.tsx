import { Heading } from 'react-aria-components';
import { CircleAlert, RotateCw } from 'lucide-react';
import styled from 'styled-components';
import { MSG, formatReference } from '@atoll/contract';
import { Button } from '../Button';

export interface ErrorCardProps {
  /** The error's name, e.g. 'Server Error' (ApiError.name). */
  name: string;
  /** What went wrong (ApiError.message). */
  message?: string;
  /** Extra text for a failed form, e.g. the joined field messages. */
  formError?: string;
  /** Support reference; shown as 'REF-' + reference. */
  reference?: string;
  /** Shows a Retry button (MSG.retry) that calls this. */
  onRetry?: () => void;
  /** Retry is running: the button shows a pending state. @default false */
  isRetrying?: boolean;
  /** Heading level of the name, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

const Card = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme }) => theme.color.textError};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.elevation[1]};
  > svg { flex-shrink: 0; width: 20px; height: 20px; margin-top: 2px; color: ${({ theme }) => theme.color.textError}; }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  overflow-wrap: break-word;
`;

const Name = styled(Heading)`
  margin: 0;
  color: ${({ theme }) => theme.color.textError};
  font-size: ${({ theme }) => theme.typography.scale.bodyStrong.size};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: 24px;
`;

const Text = styled.p`
  margin: 0;
`;

const Reference = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

/** Shows a failure in place of content (spec section 8: name, message, form error, 'REF-' reference, Retry). */
export function ErrorCard({ name, message, formError, reference, onRetry, isRetrying = false, headingLevel = 2 }: ErrorCardProps) {
  return (
    <Card role="alert">
      <CircleAlert aria-hidden="true" />
      <Body>
        <Name level={headingLevel}>{name}</Name>
        {message && <Text>{message}</Text>}
        {formError && <Text>{formError}</Text>}
        {reference && <Reference>{formatReference(reference)}</Reference>}
        {onRetry && (
          <Button variant="secondary" onPress={onRetry} isPending={isRetrying}>
            {!isRetrying && <RotateCw aria-hidden="true" />}
            {MSG.retry}
          </Button>
        )}
      </Body>
    </Card>
  );
}
