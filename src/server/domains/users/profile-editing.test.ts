import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { media } from '@server/db/schema/media';
import { users } from '@server/db/schema/users';
import { buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

const PROFILE_RESULT = `
  __typename
  ... on User { id username name bio imageId }
  ... on ProfileFieldError { field message }
`;
const UPDATE_PROFILE = `mutation Update($name: String!, $bio: String!) {
  updateProfile(name: $name, bio: $bio) { ${PROFILE_RESULT} }
}`;
const UPDATE_IMAGE = `mutation Image($imageId: String) {
  updateProfileImage(imageId: $imageId) { ${PROFILE_RESULT} }
}`;
const CHANGE_USERNAME = `mutation Change($username: String!) {
  changeUsername(username: $username) { ${PROFILE_RESULT} }
}`;
const AVAILABILITY = `query Availability($username: String!) {
  usernameAvailability(username: $username) { username isAvailable message }
}`;
const LOOKUP = `query Lookup($username: String!) {
  user(username: $username) { __typename ... on User { id username } }
}`;

type ProfileResult = {
  __typename: string;
  id?: string;
  username?: string;
  name?: string;
  bio?: string;
  imageId?: string | null;
  field?: string;
  message?: string;
};

async function run(query: string, variables: Record<string, unknown>, as?: Actor) {
  const response = await app.graphql<Record<string, ProfileResult>>(query, { variables, as });
  return response.body;
}

async function signedIn(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(app.database.db, overrides);
  return { user, actor: await app.signIn(user.id) };
}

async function uploadedImage(uploaderId: string, id: string) {
  await app.database.db
    .insert(media)
    .values({ id, type: 'png', width: 200, height: 200, sizeBytes: 1000, uploaderId });
  return id;
}

describe('profile editing needs a signed-in viewer', () => {
  it.each([
    ['updateProfile', UPDATE_PROFILE, { name: 'Someone', bio: '' }],
    ['updateProfileImage', UPDATE_IMAGE, { imageId: null }],
    ['changeUsername', CHANGE_USERNAME, { username: 'somebody_new' }],
    ['usernameAvailability', AVAILABILITY, { username: 'somebody_new' }],
  ])('%s refuses a visitor with "You must be signed in."', async (field, query, variables) => {
    const body = await run(query, variables);
    expect(body.errors?.[0]?.message).toBe('You must be signed in.');
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    expect(body.data?.[field] ?? null).toBeNull();
  });
});

describe('updateProfile', () => {
  it('saves a trimmed name and bio for the viewer only', async () => {
    const { user, actor } = await signedIn({ name: 'Old Name' });
    const { user: other } = await signedIn({ name: 'Other Person', bio: 'Untouched' });
    const body = await run(
      UPDATE_PROFILE,
      { name: '  Ada   Lovelace ', bio: '  Writes about engines.\r\n\n\n\nAnd poetry. ' },
      actor,
    );
    expect(body.data?.updateProfile).toMatchObject({
      __typename: 'User',
      id: user.id,
      name: 'Ada Lovelace',
      bio: 'Writes about engines.\n\nAnd poetry.',
    });
    const lookup = await run(LOOKUP, { username: other.username });
    expect(lookup.data?.user?.id).toBe(other.id);
    const viewer = await app.graphql<{ viewer: { name: string; bio: string } }>(
      'query { viewer { name bio } }',
      { as: actor },
    );
    expect(viewer.body.data?.viewer).toEqual({
      name: 'Ada Lovelace',
      bio: 'Writes about engines.\n\nAnd poetry.',
    });
    const [otherRow] = await app.database.db.select().from(users).where(eq(users.id, other.id));
    expect(otherRow).toMatchObject({ name: 'Other Person', bio: 'Untouched' });
  });

  it('refuses an empty name, a long name and a long bio with field-specific messages', async () => {
    const { actor } = await signedIn({ name: 'Kept Name', bio: 'Kept bio' });
    expect(
      (await run(UPDATE_PROFILE, { name: '   ', bio: '' }, actor)).data?.updateProfile,
    ).toEqual({
      __typename: 'ProfileFieldError',
      field: 'NAME',
      message: 'Please enter your name.',
    });
    expect(
      (await run(UPDATE_PROFILE, { name: 'n'.repeat(51), bio: '' }, actor)).data?.updateProfile,
    ).toEqual({
      __typename: 'ProfileFieldError',
      field: 'NAME',
      message: 'Names may be at most 50 characters long.',
    });
    expect(
      (await run(UPDATE_PROFILE, { name: 'Fine', bio: 'b'.repeat(161) }, actor)).data
        ?.updateProfile,
    ).toEqual({
      __typename: 'ProfileFieldError',
      field: 'BIO',
      message: 'Bios may be at most 160 characters long.',
    });
    expect(
      (await run(UPDATE_PROFILE, { name: 'Bell\u0007', bio: '' }, actor)).data?.updateProfile
        ?.message,
    ).toBe('Please remove the invisible control characters.');
    // Nothing was saved by the refused attempts.
    const lookup = await app.graphql<{ viewer: { name: string; bio: string } }>(
      'query { viewer { name bio } }',
      { as: actor },
    );
    expect(lookup.body.data?.viewer).toEqual({ name: 'Kept Name', bio: 'Kept bio' });
  });

  it('counts characters as people do: 160 emoji make a full bio, not an overlong one', async () => {
    const { actor } = await signedIn();
    const body = await run(UPDATE_PROFILE, { name: 'Emoji Fan', bio: '🙂'.repeat(160) }, actor);
    expect(body.data?.updateProfile?.__typename).toBe('User');
  });
});

describe('updateProfileImage', () => {
  it('accepts an image the viewer uploaded and removes it with null', async () => {
    const { user, actor } = await signedIn();
    const imageId = await uploadedImage(user.id, `${'a1'.repeat(16)}.png`);
    expect((await run(UPDATE_IMAGE, { imageId }, actor)).data?.updateProfileImage).toMatchObject({
      __typename: 'User',
      imageId,
    });
    expect(
      (await run(UPDATE_IMAGE, { imageId: null }, actor)).data?.updateProfileImage,
    ).toMatchObject({ __typename: 'User', imageId: null });
  });

  it("refuses someone else's upload, an unknown id and built-in art", async () => {
    const { user: owner } = await signedIn();
    const { actor } = await signedIn();
    const theirs = await uploadedImage(owner.id, `${'b2'.repeat(16)}.png`);
    const refusal = {
      __typename: 'ProfileFieldError',
      field: 'IMAGE',
      message: 'That image could not be found. Please upload it again.',
    };
    for (const imageId of [theirs, `${'c3'.repeat(16)}.jpeg`, 'default-avatar', 'demo-a.svg']) {
      expect((await run(UPDATE_IMAGE, { imageId }, actor)).data?.updateProfileImage).toEqual(
        refusal,
      );
    }
  });
});

describe('changeUsername', () => {
  it('moves the profile to the new @username at once and frees the old one', async () => {
    const { user, actor } = await signedIn({ username: 'first_handle' });
    const body = await run(CHANGE_USERNAME, { username: '@Second.Handle' }, actor);
    expect(body.data?.changeUsername).toMatchObject({
      __typename: 'User',
      id: user.id,
      username: 'Second.Handle',
    });
    expect((await run(LOOKUP, { username: 'second.handle' })).data?.user).toEqual({
      __typename: 'User',
      id: user.id,
      username: 'Second.Handle',
    });
    expect((await run(LOOKUP, { username: 'first_handle' })).data?.user?.__typename).toBe(
      'NotFound',
    );
    // The old handle is free for someone else.
    const { user: newcomer, actor: newcomerActor } = await signedIn();
    const taken = await run(CHANGE_USERNAME, { username: 'FIRST_HANDLE' }, newcomerActor);
    expect(taken.data?.changeUsername).toMatchObject({ id: newcomer.id, username: 'FIRST_HANDLE' });
  });

  it('refuses a taken username whatever its case, and the onboarding rules', async () => {
    await signedIn({ username: 'Taken_Handle' });
    const { actor } = await signedIn({ username: 'keeps_handle' });
    const refused = async (username: string) =>
      (await run(CHANGE_USERNAME, { username }, actor)).data?.changeUsername;
    expect(await refused('taken_handle')).toEqual({
      __typename: 'ProfileFieldError',
      field: 'USERNAME',
      message: 'That username is already taken. Please choose another one.',
    });
    expect((await refused('ab'))?.message).toBe('Usernames must be 3 to 30 characters long.');
    expect((await refused('no-dashes'))?.message).toBe(
      'Usernames may only contain letters, numbers, dots and underscores.',
    );
    expect((await refused('settings'))?.message).toBe(
      'That username is reserved. Please choose another one.',
    );
    expect((await run(LOOKUP, { username: 'keeps_handle' })).data?.user?.__typename).toBe('User');
  });

  it('lets the viewer change only the case of their own username', async () => {
    const { actor } = await signedIn({ username: 'casey_case' });
    expect(
      (await run(CHANGE_USERNAME, { username: 'Casey_Case' }, actor)).data?.changeUsername,
    ).toMatchObject({ __typename: 'User', username: 'Casey_Case' });
  });
});

describe('usernameAvailability', () => {
  it('says whether a handle could be taken, and why not', async () => {
    await signedIn({ username: 'Held_Name' });
    const { actor } = await signedIn({ username: 'mine_already' });
    const check = async (username: string) =>
      (
        await app.graphql<{ usernameAvailability: Record<string, unknown> }>(AVAILABILITY, {
          variables: { username },
          as: actor,
        })
      ).body.data?.usernameAvailability;
    expect(await check(' @free_name ')).toEqual({
      username: 'free_name',
      isAvailable: true,
      message: null,
    });
    expect(await check('MINE_ALREADY')).toMatchObject({ isAvailable: true });
    expect(await check('held_name')).toEqual({
      username: 'held_name',
      isAvailable: false,
      message: 'That username is already taken. Please choose another one.',
    });
    expect(await check('x')).toMatchObject({
      isAvailable: false,
      message: 'Usernames must be 3 to 30 characters long.',
    });
  });
});
