/** Any unknown path of the logged-in area (section 2). */
import { NotFound } from '@atoll/ui-kit';
import { PATHS } from './paths';

export function NotFoundPage() {
  return <NotFound href={PATHS.home} />;
}
