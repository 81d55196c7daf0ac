import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { NoSchemaIntrospectionCustomRule, OperationTypeNode, getOperationAST } from 'graphql';
import type { DocumentNode } from 'graphql';
import type { GraphQLSchema } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLContext } from './context';
import { ForbiddenError } from '@server/lib/app-errors';
import { maskAppErrors } from './app-error-mask';
import { hideSuggestions, refuseNulInLiterals } from './input-guards';

export const GRAPHQL_PATH = '/_/graphql';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** Mutations need the anti-forgery header; queries stay cheap to call (and to curl). */
const requireXsrfForMutations: Plugin<GraphQLContext> = {
  onExecute({ args }) {
    const document = args.document as DocumentNode;
    const operationName = args.operationName as string | null | undefined;
    const operation = getOperationAST(document, operationName);
    if (
      operation?.operation === OperationTypeNode.MUTATION &&
      !args.contextValue.identity.isXsrfValid
    ) {
      throw new ForbiddenError('Missing or invalid anti-forgery token.');
    }
  },
};

const disableIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/**
 * Cross-origin reads only for the site's own origins. Any other origin, `null`
 * (sandboxed frames, file: pages) included, gets no CORS headers at all, so
 * the browser keeps the signed-in reader's answers from it. (Yoga's own list
 * handling answers `Access-Control-Allow-Origin: null` to a stranger, which a
 * `null` origin would match.)
 */
function corsFor(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  return (request: Request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.has(origin)) return false as const;
    return { origin, credentials: true, methods: ['GET', 'POST'] };
  };
}

export function createGraphQLServer(options: {
  schema: GraphQLSchema;
  isProduction: boolean;
  buildContext: (request: FastifyRequest) => Promise<GraphQLContext>;
  /** Origins whose pages may call the API with the reader's cookies (the site, the auth domain). */
  allowedOrigins: readonly string[];
}) {
  return createYoga<ServerContext, GraphQLContext>({
    schema: options.schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: !options.isProduction,
    landingPage: false,
    maskedErrors: { maskError: maskAppErrors },
    logging: false,
    cors: corsFor(options.allowedOrigins),
    context: ({ req }) => options.buildContext(req),
    plugins: [
      EnvelopArmorPlugin({
        // Fragments count as the fields they stand for: the client colocates one per
        // component, and a spread should not cost more, nor nest deeper, than the same
        // fields written out.
        maxDepth: { n: 12, flattenFragments: true },
        costLimit: { maxCost: 5000, flattenFragments: true },
        maxAliases: { n: 15 },
        maxDirectives: { n: 20 },
        maxTokens: { n: 2000 },
      }),
      requireXsrfForMutations,
      hideSuggestions,
      refuseNulInLiterals,
      ...(options.isProduction ? [disableIntrospection] : []),
    ],
  });
}

export function registerGraphQLRoute(
  app: FastifyInstance,
  yoga: ReturnType<typeof createGraphQLServer>,
): void {
  app.route({
    url: GRAPHQL_PATH,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      // The CORS answer depends on the caller's origin (Yoga may add more to this).
      void reply.header('vary', 'Origin');
      response.headers.forEach((value, key) => {
        void reply.header(key, value);
      });
      void reply.header('cache-control', 'no-store');
      void reply.status(response.status);
      return reply.send(response.body);
    },
  });
}
