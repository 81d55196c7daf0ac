import { ApolloCache, MissingFieldError } from '@apollo/client/cache';
import type { Cache, Reference } from '@apollo/client/cache';
import type { DocumentNode, FragmentDefinitionNode, InlineFragmentNode } from 'graphql';
import {
  DocumentTransform,
  addTypenameToDocument,
  canonicalStringify,
} from '@apollo/client/utilities';
import type { ShippedResult } from '@shared/ssr-contract';
import { operationNameOf } from './shipped-results';

const ROOT_QUERY = 'ROOT_QUERY';

/**
 * __typename in every selection, as the browser's cache asks for it: the
 * results then write into the browser's cache unchanged. One transform for
 * every page, so each document is rewritten once, not once a request.
 */
const withTypenames = new DocumentTransform(addTypenameToDocument);

/**
 * The server's cache for one page: each operation's result kept as the schema
 * returned it, keyed by operation name and variables, and read back whole.
 * Nothing is normalised: a page runs each operation once and renders from its
 * result, so splitting it into entities and reassembling it (InMemoryCache)
 * is work with no reader. A query the page did not run reads as missing, as it
 * does in an empty cache: the component shows its loading state, as it would
 * on the server before.
 */
export class ResultCache extends ApolloCache {
  private readonly results = new Map<string, ShippedResult>();

  private keyOf(query: DocumentNode, variables: unknown): string {
    return `${operationNameOf(query)}:${canonicalStringify(variables ?? {})}`;
  }

  /** The page's results in the order they ran, for the browser's cache. */
  shippedResults(): ShippedResult[] {
    return [...this.results.values()];
  }

  override transformDocument(document: DocumentNode): DocumentNode {
    return withTypenames.transformDocument(document);
  }

  override write(options: Cache.WriteOptions): Reference | undefined {
    if ((options.dataId ?? ROOT_QUERY) !== ROOT_QUERY) return undefined;
    const operation = operationNameOf(options.query);
    const variables = (options.variables ?? {}) as Record<string, unknown>;
    this.results.set(this.keyOf(options.query, variables), {
      operation,
      variables,
      data: options.result,
    });
    return undefined;
  }

  override diff<TData>(options: Cache.DiffOptions<TData>): Cache.DiffResult<TData> {
    const stored = this.results.get(this.keyOf(options.query, options.variables));
    if (stored?.data) return { result: stored.data as never, complete: true };
    return {
      result: null,
      complete: false,
      missing: new MissingFieldError(
        `This page did not run ${operationNameOf(options.query)}`,
        [],
        options.query,
        options.variables,
      ),
    };
  }

  override read<TData>(options: Cache.ReadOptions<TData>): TData | null {
    // Only whole operations are kept: a fragment read by entity id finds nothing.
    if ((options.rootId ?? ROOT_QUERY) !== ROOT_QUERY) return null;
    const { result, complete } = this.diff<TData>(options);
    return complete ? result : null;
  }

  override watch(): () => void {
    return () => {};
  }

  override async reset(): Promise<void> {
    this.results.clear();
  }

  override evict(): boolean {
    return false;
  }

  override restore(): this {
    return this;
  }

  override extract(): ShippedResult[] {
    return this.shippedResults();
  }

  override removeOptimistic(): void {}

  override fragmentMatches(
    fragment: InlineFragmentNode | FragmentDefinitionNode,
    typename: string,
  ): boolean {
    // Results come from the schema, which already chose each fragment's type.
    return fragment.typeCondition?.name.value === typename;
  }

  override performTransaction(transaction: (cache: this) => void): void {
    transaction(this);
  }
}
