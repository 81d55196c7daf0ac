import { isAbstractType } from 'graphql';
import type { PluginFunction } from '@graphql-codegen/plugin-helpers';

/**
 * Apollo's `possibleTypes` (which object types each union or interface may be),
 * read from the schema so the client's cache never lags behind it. The
 * @graphql-codegen/fragment-matcher plugin does the same; this is its one
 * output format we use, without another dependency.
 */
export const plugin: PluginFunction = (schema) => {
  const possibleTypes: Record<string, string[]> = {};
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isAbstractType(type) || type.name.startsWith('__')) continue;
    possibleTypes[type.name] = schema
      .getPossibleTypes(type)
      .map((member) => member.name)
      .sort();
  }
  const sorted = Object.fromEntries(
    Object.entries(possibleTypes).sort(([a], [b]) => a.localeCompare(b)),
  );
  return [
    '/** Which object types each union or interface may be (generated from the schema). */',
    `export const possibleTypes: Record<string, string[]> = ${JSON.stringify(sorted, null, 2)};`,
    '',
  ].join('\n');
};
