import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, print, visit } from 'graphql';
import type {
  ASTNode,
  DefinitionNode,
  FieldNode,
  FragmentDefinitionNode,
  OperationDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories';
import { createTestApp } from '../test/test-app';
import type { Actor, TestApp } from '../test/test-app';

/**
 * Every operation the client sends must pass the server's abuse limits
 * (depth, cost, aliases, directives, tokens): a limit that refuses one only
 * shows up as a screen that cannot load.
 */

const CLIENT_DIR = join(__dirname, '../../client');
const GRAPHQL_CALL = /graphql\(`([\s\S]*?)`\)/g;
const ARMOR_REFUSAL = /limit|exceeded/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.(tsx?|graphql)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The client's documents: `graphql()` operations and the fragments of its .graphql files, joined by name. */
function clientDefinitions(): DefinitionNode[] {
  return sourceFiles(CLIENT_DIR).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    if (file.endsWith('.graphql')) return parse(text).definitions;
    return [...text.matchAll(GRAPHQL_CALL)].flatMap((match) => parse(match[1] ?? '').definitions);
  });
}

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/** Apollo asks for __typename in every selection below the operation's root. */
function withTypenames<T extends ASTNode>(node: T): T {
  return visit(node, {
    SelectionSet(selectionSet, _key, parent) {
      const isRoot =
        !Array.isArray(parent) && (parent as ASTNode).kind === Kind.OPERATION_DEFINITION;
      const hasTypename = selectionSet.selections.some(
        (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
      );
      if (isRoot || hasTypename) return undefined;
      return { ...selectionSet, selections: [...selectionSet.selections, TYPENAME] };
    },
  });
}

/** An operation with every fragment it reaches, as the client sends it. */
function documentFor(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
): string {
  const needed = new Map<string, FragmentDefinitionNode>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (!fragment || needed.has(spread.name.value)) return;
        needed.set(spread.name.value, fragment);
        collect(fragment);
      },
    });
  collect(operation);
  return [operation, ...needed.values()]
    .map((definition) => print(withTypenames(definition)))
    .join('\n');
}

let testApp: TestApp;
let actor: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  actor = await testApp.signIn((await buildUser(testApp.database.db)).id);
});
afterAll(() => testApp.close());

describe('the client’s operations', () => {
  const definitions = clientDefinitions();
  const fragments = new Map(
    definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const operations = definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );

  it('are found in the client sources', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.map((operation) => operation.name?.value)).toContain('PostResponses');
  });

  it('all pass the server’s depth, cost, alias, directive and token limits', async () => {
    const refused: string[] = [];
    for (const operation of operations) {
      // No variables: an operation that passes validation stops at its required variables.
      const { body } = await testApp.graphql(documentFor(operation, fragments), { as: actor });
      const armor = (body.errors ?? []).filter((error) => ARMOR_REFUSAL.test(error.message));
      for (const error of armor) refused.push(`${operation.name?.value}: ${error.message}`);
    }
    expect(refused).toEqual([]);
  });

  it('are measured against limits that still refuse a query too deep or too costly', async () => {
    const nested = Array.from({ length: 14 }).reduce<string>(
      (inner) => `inResponseToPost { id ${inner} }`,
      'title',
    );
    const deep = await testApp.graphql(
      `query Deep { postResult(id: "abc") { ... on Post { ${nested} } } }`,
      { as: actor },
    );
    expect(deep.body.errors?.[0]?.message).toMatch(/Query depth limit of 12 exceeded/);

    const wide = await testApp.graphql(
      `query Wide { latestPosts(first: 100) { edges { node {
        id title subtitle readingTime clapCount responseCount
        creator { id name username bio imageId }
        content { paragraphs { name type text markups { type start end href } } }
      } } } }`,
      { as: actor },
    );
    expect(wide.body.errors?.[0]?.message).toMatch(/Query Cost limit of 5000 exceeded/);
  });
});
