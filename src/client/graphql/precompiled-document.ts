import { Kind } from 'graphql';
import type { DefinitionNode, DocumentNode } from 'graphql';

/**
 * Rebuilds what a gql template with interpolated fragments returns, from the
 * document parsed at build time (scripts/vite/precompile-graphql.ts): the
 * template's own definitions, then the interpolated documents' definitions,
 * each fragment once. Readers' browsers then never run the GraphQL parser at
 * start-up.
 */
export function precompiledDocument(
  document: DocumentNode,
  interpolated: readonly DocumentNode[],
): DocumentNode {
  if (interpolated.length === 0) return document;
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
  for (const part of interpolated) {
    if (part?.kind !== Kind.DOCUMENT)
      throw new Error('gql templates may only interpolate documents');
    part.definitions.forEach(add);
  }
  return { ...document, definitions };
}
