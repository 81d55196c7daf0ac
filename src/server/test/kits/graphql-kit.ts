import type { Actor, TestApp } from '../test-app';

/** Runs a document and fails the test with the errors when it has any; answers `data`. */
export async function run<T>(
  testApp: TestApp,
  query: string,
  variables: Record<string, unknown>,
  as?: Actor,
): Promise<T> {
  const response = await testApp.graphql<T>(query, { variables, as });
  if (response.body.errors || !response.body.data)
    throw new Error(JSON.stringify(response.body.errors));
  return response.body.data;
}
