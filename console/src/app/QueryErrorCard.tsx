/** A failed read of this screen (spec section 8: list loading errors offer a retry), as the kit's error card. */
import { useEffect } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import { STATUS_MESSAGES, type ApiError } from '@atoll/contract';
import { ErrorCard } from '@atoll/ui-kit';

export interface QueryErrorCardProps {
  /** The query's error: the base query's ApiError, or RTK's own when something threw before the call. */
  error: ApiError | SerializedError | undefined;
  onRetry: () => void;
  isRetrying?: boolean;
  /** Level of the card's heading, to fit the page outline (2 right under the page's h1). @default 3 */
  headingLevel?: 2 | 3 | 4;
}

export function QueryErrorCard({ error, onRetry, isRetrying = false, headingLevel = 3 }: QueryErrorCardProps) {
  const reference = error && 'reference' in error ? error.reference : undefined;
  // Section 8: list loading errors are logged (with the reference support will ask for).
  useEffect(() => {
    if (error) console.error('Loading failed', reference ? `REF-${reference}` : '', error);
  }, [error, reference]);
  return (
    <ErrorCard
      name={error?.name ?? 'Error'}
      message={error?.message ?? STATUS_MESSAGES[500]}
      reference={reference}
      onRetry={onRetry}
      isRetrying={isRetrying}
      headingLevel={headingLevel}
    />
  );
}
