/**
 * The slice of oidc-provider (v9, untyped) the test provider uses; declared
 * here so tests need no extra type package.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface InteractionDetails {
    uid: string;
    grantId?: string;
    params: Record<string, unknown>;
    prompt: { name: string; details: Record<string, unknown> };
    session?: { accountId: string };
  }

  interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  interface Account {
    accountId: string;
    claims(use: string, scope: string): Record<string, unknown>;
  }

  interface Configuration {
    clients?: Array<Record<string, unknown>>;
    jwks?: { keys: object[] };
    cookies?: { keys: string[] };
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    ttl?: Record<string, number>;
    features?: Record<string, unknown>;
    interactions?: { url(ctx: unknown, interaction: { uid: string }): string };
    findAccount?(ctx: unknown, sub: string): Account | undefined;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: {
      new (options: { accountId?: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
  }
}
