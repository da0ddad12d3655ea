/**
 * What a user without company-administrator sees on a direct visit: the menu hides
 * the entry (section 6), and the screen refuses too instead of rendering calls the
 * server would answer with 403.
 */
import { ERROR_NAMES, STATUS_MESSAGES } from '@atoll/contract';
import { ErrorCard } from '@atoll/ui-kit';

export function AdminOnly() {
  return <ErrorCard name={ERROR_NAMES.FORBIDDEN} message={STATUS_MESSAGES[403]} />;
}
