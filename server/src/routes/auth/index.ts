/**
 * /auth: login, logout, me and captcha (session.ts), sign-up (signup.ts), invitation
 * activation (activation.ts), 'Forgot password?' (passwordReset.ts), whom to ask (admins.ts) and the permission catalogue and grants (permissions.ts).
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../deps';
import { activationRoutes } from './activation';
import { adminRoutes } from './admins';
import { passwordResetRoutes } from './passwordReset';
import { permissionRoutes } from './permissions';
import { authSessionRoutes } from './session';
import { signupRoutes } from './signup';

export function authRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.route('/', authSessionRoutes(deps));
  app.route('/', signupRoutes(deps));
  app.route('/', activationRoutes(deps));
  app.route('/', passwordResetRoutes(deps));
  app.route('/', permissionRoutes(deps));
  app.route('/', adminRoutes(deps));
  return app;
}
