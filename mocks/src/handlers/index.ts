/** Every /api/v1 handler of slice 1, in one list for setupWorker, setupServer and Storybook. */
import type { RequestHandler } from 'msw';
import { authHandlers } from './auth';
import { fileHandlers } from './files';
import { languageHandlers } from './languages';
import { permissionHandlers } from './permissions';
import { pmsHandlers } from './pms';
import { roomHandlers } from './rooms';
import { settingsHandlers } from './settings';
import { uiHandlers } from './ui';
import { userHandlers } from './users';

export { authHandlers, fileHandlers, languageHandlers, permissionHandlers, pmsHandlers, roomHandlers, settingsHandlers, uiHandlers, userHandlers };

export const handlers: RequestHandler[] = [
  ...authHandlers,
  ...permissionHandlers,
  ...userHandlers,
  ...uiHandlers,
  ...languageHandlers,
  ...settingsHandlers,
  ...pmsHandlers,
  ...roomHandlers,
  ...fileHandlers,
];

/**
 * The handler list with `overrides` in front, so they answer first. For a
 * story's `parameters.msw.handlers` (an array replaces the component's, so each
 * story passes the full list) or `setupServer(...handlersWith(...))`.
 */
export function handlersWith(...overrides: RequestHandler[]): RequestHandler[] {
  return [...overrides, ...handlers];
}
