import type { FastifyInstance } from 'fastify';
import { execute, parse } from 'graphql';
import type { QuireApp } from '@server/app';
import type { PageOperation } from './page-operations';

/** Where the bench asks for a page's data: `GET PAGE_DATA_PATH?page=<name>`. */
export const PAGE_DATA_PATH = '/_/bench/page-data';

/**
 * A route that fetches one page's data the way the page renderer does
 * (http/routes/pages.ts): one context for the request, its DataLoaders shared
 * by the shell's and the screen's queries, each executed in-process from a
 * parsed document. It answers 204, or 500 naming the first GraphQL error.
 * Added before the app first answers, and only by the bench.
 */
export function registerPageDataRoute(
  app: FastifyInstance,
  pageData: QuireApp['pageData'],
  pages: Record<string, PageOperation[]>,
): void {
  const parsed = Object.fromEntries(
    Object.entries(pages).map(([page, operations]) => [
      page,
      operations.map((operation) => ({ ...operation, document: parse(operation.query) })),
    ]),
  );
  app.get<{ Querystring: { page: string } }>(PAGE_DATA_PATH, async (request, reply) => {
    const operations = parsed[request.query.page];
    if (!operations) return reply.code(404).send();
    const contextValue = await pageData.buildContext(request);
    for (const operation of operations) {
      const result = await execute({
        schema: pageData.schema,
        document: operation.document,
        variableValues: operation.variables,
        contextValue,
      });
      const error = result.errors?.[0];
      if (error) return reply.code(500).send(`${operation.name}: ${error.message}`);
    }
    return reply.code(204).send();
  });
}
