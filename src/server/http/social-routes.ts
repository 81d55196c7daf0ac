import type { FastifyInstance } from 'fastify';
import type { SignInDependencies } from './complete-sign-in';

/** Social sign-in: /m/connect/google, /m/connect/facebook, /m/start-auth/apple, /m/account/authenticate-twitter and their callbacks. */
export function registerSocialRoutes(app: FastifyInstance, deps: SignInDependencies): void {
  void app;
  void deps;
}
