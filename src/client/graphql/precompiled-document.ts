import { Kind } from 'graphql';
import type { DefinitionNode, DocumentNode } from 'graphql';

/**
 * Rebuilds the document the client preset's `graphql()` returns, from the
 * parts parsed at build time (scripts/vite/precompile-graphql.ts): the call's
 * own definitions, then those of the fragment documents it spreads, each
 * fragment once. Readers' browsers then never run the GraphQL parser at
 * start-up, and each fragment's nodes are shared by the documents that spread it.
 */
export function precompiledDocument(
  document: DocumentNode,
  fragments: readonly DocumentNode[],
): DocumentNode {
  if (fragments.length === 0) return document;
  const fragmentNames = new Set<string>();
  const definitions: DefinitionNode[] = [];
  const add = (definition: DefinitionNode) => {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      if (fragmentNames.has(definition.name.value)) return;
      fragmentNames.add(definition.name.value);
    }
    definitions.push(definition);
  };
  document.definitions.forEach(add);
  for (const part of fragments) {
    if (part?.kind !== Kind.DOCUMENT)
      throw new Error('a precompiled document may only include fragment documents');
    part.definitions.forEach(add);
  }
  return { ...document, definitions };
}
