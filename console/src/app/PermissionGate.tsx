/**
 * Route-level refusal. The menu hides what a user may not open (section 6); a direct
 * visit is refused here too, from the same route table, instead of rendering a screen
 * whose calls the server would answer with 403 (the server checks every route anyway).
 */
import type { ReactNode } from 'react';
import { ERROR_NAMES, STATUS_MESSAGES, type PermissionKey } from '@atoll/contract';
import { ErrorCard } from '@atoll/ui-kit';
import { useCan } from './hooks';

export interface PermissionGateProps {
  /** Permissions that open the screen. */
  permissions: PermissionKey[];
  /** How several permissions combine. @default 'or' */
  mode?: 'and' | 'or';
  children: ReactNode;
}

export function PermissionGate({ permissions, mode = 'or', children }: PermissionGateProps) {
  const allowed = useCan(permissions, { mode });
  return allowed ? children : <ErrorCard name={ERROR_NAMES.FORBIDDEN} message={STATUS_MESSAGES[403]} />;
}
