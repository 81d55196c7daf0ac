import { getOperationAST, print } from 'graphql';
import type { DocumentNode } from 'graphql';
import { createServer } from 'vite';
import { FLAG_DEFAULTS } from '@shared/flags';
import { resolveRoute } from '@shared/resolve-route';

/** One GraphQL operation a page runs, ready to send. */
export interface PageOperation {
  name: string;
  query: string;
  variables: Record<string, unknown>;
}

interface ScreenModule {
  screen: {
    query?: DocumentNode;
    variables?: (props: { params: Record<string, string>; location: string }) => object;
  };
}
interface Registry {
  screenFor(routeName: string | null): { load: () => Promise<ScreenModule> };
}

const operationName = (document: DocumentNode) => getOperationAST(document)?.name?.value ?? '';

/**
 * The operations the server runs to render each path: the shell's, then the
 * screen's with the variables it derives from the path. The client's modules
 * (CSS modules and all) are loaded through Vite, as the renderer would be.
 */
export async function pageOperations(
  paths: Record<string, string>,
): Promise<Record<string, PageOperation[]>> {
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const shell = (await vite.ssrLoadModule('/src/client/app/shell-query.ts')) as {
      SHELL_QUERY: DocumentNode;
    };
    const registry = (await vite.ssrLoadModule('/src/client/screens/registry.ts')) as Registry;
    const pages: Record<string, PageOperation[]> = {};
    for (const [page, path] of Object.entries(paths)) {
      const resolved = resolveRoute(path, FLAG_DEFAULTS);
      if (resolved.kind !== 'screen') throw new Error(`${path} is not a page (${resolved.kind}).`);
      const { screen } = await registry.screenFor(resolved.route.name).load();
      const operations = [
        { name: 'Shell', query: print(shell.SHELL_QUERY), variables: {} },
      ] as PageOperation[];
      if (screen.query) {
        const props = { params: resolved.params, location: path };
        operations.push({
          name: operationName(screen.query),
          query: print(screen.query),
          variables: { ...(screen.variables?.(props) ?? {}) },
        });
      }
      pages[page] = operations;
    }
    return pages;
  } finally {
    await vite.close();
  }
}
