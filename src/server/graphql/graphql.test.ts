import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRuleOf, buildSchema } from './schema';
import { buildUser } from '../test/factories';
import { createTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ FLAGS: 'enable_mute=false,optimizely_holdback=variant-b' });
});

afterAll(async () => {
  await testApp.close();
});

describe('access rules', () => {
  it('marks every Query and Mutation field @public or @auth', () => {
    const schema = buildSchema();
    const unmarked: string[] = [];
    for (const type of [schema.getQueryType(), schema.getMutationType()]) {
      for (const field of Object.values(type?.getFields() ?? {})) {
        if (!accessRuleOf(field)) unmarked.push(`${type?.name}.${field.name}`);
      }
    }
    expect(unmarked).toEqual([]);
  });
});

describe('variantFlags', () => {
  it('answers a plain POST without any token, with typed defaults on', async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/_/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ variantFlags { name value } }' },
    });
    expect(response.statusCode).toBe(200);
    const flags = response.json<{
      data: { variantFlags: Array<{ name: string; value: unknown }> };
    }>().data.variantFlags;
    const byName = Object.fromEntries(flags.map((flag) => [flag.name, flag.value]));
    expect(byName.enable_lite_homepage).toBe(true);
    expect(byName.enable_lite_post).toBe(true);
    expect(byName.disable_login_google).toBe(false);
  });

  it('applies environment overrides, booleans and strings alike', async () => {
    const { body } = await testApp.graphql<{
      variantFlags: Array<{ name: string; value: unknown }>;
    }>('{ variantFlags { name value } }');
    const byName = Object.fromEntries(
      (body.data?.variantFlags ?? []).map((flag) => [flag.name, flag.value]),
    );
    expect(byName.enable_mute).toBe(false);
    expect(byName.optimizely_holdback).toBe('variant-b');
  });
});

describe('viewer', () => {
  it('is null when logged out', async () => {
    const { body } = await testApp.graphql('{ viewer { id } }');
    expect(body.data).toEqual({ viewer: null });
  });

  it('is the signed-in user, with their own email', async () => {
    const user = await buildUser(testApp.database.db, {
      name: 'Vera Viewer',
      email: 'vera@example.org',
    });
    const actor = await testApp.signIn(user.id);
    const { body } = await testApp.graphql('{ viewer { id name email } }', { as: actor });
    expect(body.data).toEqual({
      viewer: { id: user.id, name: 'Vera Viewer', email: 'vera@example.org' },
    });
  });
});

describe('mutations', () => {
  const mutation = 'mutation { setVariantFlag(name: "enable_mute", value: true) { name value } }';

  it('are refused with 403 without the anti-forgery token', async () => {
    const staff = await buildUser(testApp.database.db, { isStaff: true });
    const actor = await testApp.signIn(staff.id);
    const { status, body } = await testApp.graphql(mutation, { as: actor, withXsrf: false });
    expect(status).toBe(403);
    expect(body.errors?.[0]?.message).toBe('Missing or invalid anti-forgery token.');
  });

  it('are refused with a token that belongs to someone else', async () => {
    const staff = await buildUser(testApp.database.db, { isStaff: true });
    const actor = await testApp.signIn(staff.id);
    const other = testApp.visitor();
    const { status } = await testApp.graphql(mutation, {
      as: { ...actor, xsrfToken: other.xsrfToken },
    });
    expect(status).toBe(403);
  });

  it('require staff for flag changes', async () => {
    const anonymous = await testApp.graphql(mutation);
    expect(anonymous.body.errors?.[0]?.message).toBe('You must be signed in.');
    const reader = await buildUser(testApp.database.db);
    const asReader = await testApp.graphql(mutation, { as: await testApp.signIn(reader.id) });
    expect(asReader.body.errors?.[0]?.message).toBe('Staff only.');
  });

  it('let staff store a flag override in the database', async () => {
    const staff = await buildUser(testApp.database.db, { isStaff: true });
    const actor = await testApp.signIn(staff.id);
    const { body } = await testApp.graphql(
      'mutation { setVariantFlag(name: "enable_shortform", value: false) { name value } }',
      { as: actor },
    );
    expect(body.data).toEqual({ setVariantFlag: { name: 'enable_shortform', value: false } });
    const flags = await testApp.flagStore.getAll();
    expect(flags.enable_shortform).toBe(false);
  });

  it('reject an unknown flag name with a clear message', async () => {
    const staff = await buildUser(testApp.database.db, { isStaff: true });
    const { body } = await testApp.graphql(
      'mutation { setVariantFlag(name: "nope", value: true) { name } }',
      {
        as: await testApp.signIn(staff.id),
      },
    );
    expect(body.errors?.[0]?.message).toBe('Unknown flag name or invalid value.');
  });
});

describe('limits', () => {
  it('refuses queries that alias a field too many times', async () => {
    const aliases = Array.from({ length: 30 }, (_, index) => `a${index}: viewer { id }`).join(' ');
    const { body } = await testApp.graphql(`{ ${aliases} }`);
    expect(body).toEqual({
      errors: [{ message: 'Syntax Error: Aliases limit of 15 exceeded, found 30.' }],
    });
  });

  it('masks internal errors', async () => {
    const { body } = await testApp.graphql(
      '{ latestPosts(first: 1, after: "!!!") { edges { cursor } } }',
    );
    expect(body.errors?.[0]?.message).toBe('Invalid cursor.');
  });
});
