import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import type { ServerConfig } from '../env';

export interface SignInDependencies {
  db: Database;
  secret: string;
  config: ServerConfig;
}

export interface CompleteSignInOptions {
  userId: string;
  /** A brand-new account goes through onboarding (/registration-form) unless its entry skips it. */
  isNewAccount: boolean;
  /** Where the visitor wanted to be: a path, or an absolute URL on a known host. */
  redirect: string | null;
  /** susiEntry that opened the dialog (clap, highlight, …), when known. */
  entry: string | null;
}

/**
 * The one way an HTTP route signs a browser in: rotates the session (the old
 * one, if any, is deleted), sets the session and anti-forgery cookies, and
 * redirects to where the visitor was going (or to onboarding, or back to a
 * custom domain through the auth-domain hand-off).
 */
export async function completeSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: SignInDependencies,
  options: CompleteSignInOptions,
): Promise<FastifyReply> {
  void request;
  void deps;
  void options;
  return reply.code(501).send({ error: 'NotImplemented' });
}
