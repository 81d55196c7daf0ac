import { and, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { announceContentChange } from '@server/lib/content-changes';
import { media } from '@server/db/schema/media';
import { users } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import { chooseUsername, isUsernameTaken } from './username.service';
import { usernameProblem } from './username.policy';
import { USERNAME_TEXTS } from './username.texts';
import { PROFILE_TEXTS } from './profile-editing.texts';
import { checkProfileInput, uploadedImageIdSchema } from './profile-editing.validation';
import { requireAuthorized } from '../access';

type ProfileField = 'NAME' | 'BIO' | 'IMAGE' | 'USERNAME';

export type UpdateProfileResult =
  | ({ __typename: 'User' } & UserRow)
  | { __typename: 'ProfileFieldError'; field: ProfileField; message: string };

const refuse = (field: ProfileField, message: string): UpdateProfileResult => ({
  __typename: 'ProfileFieldError',
  field,
  message,
});

async function saveViewer(
  db: Database,
  viewer: UserRow,
  changes: Partial<Pick<UserRow, 'name' | 'bio' | 'imageId'>>,
): Promise<UpdateProfileResult> {
  const [updated] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, viewer.id))
    .returning();
  if (!updated) throw new Error('The signed-in user has no row.');
  announceContentChange({ ids: [updated.id] });
  return { __typename: 'User', ...updated };
}

/** updateProfile: the viewer's display name and bio, normalised and checked. */
export async function updateProfile(options: {
  db: Database;
  viewer: UserRow;
  name: string;
  bio: string;
}): Promise<UpdateProfileResult> {
  requireAuthorized(options.viewer, 'editProfile');
  const checked = checkProfileInput({ name: options.name, bio: options.bio });
  if (!checked.ok) return refuse(checked.field, checked.message);
  return saveViewer(options.db, options.viewer, { name: checked.name, bio: checked.bio });
}

/**
 * updateProfileImage: the picture must be an upload of the viewer's own, so nobody
 * can wear an image id they merely saw in someone else's page. Null removes it.
 */
export async function updateProfileImage(options: {
  db: Database;
  viewer: UserRow;
  imageId: string | null;
}): Promise<UpdateProfileResult> {
  requireAuthorized(options.viewer, 'editProfile');
  if (options.imageId === null) return saveViewer(options.db, options.viewer, { imageId: null });
  const parsed = uploadedImageIdSchema.safeParse(options.imageId);
  if (!parsed.success) return refuse('IMAGE', PROFILE_TEXTS.imageNotFound);
  const [image] = await options.db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.id, parsed.data), eq(media.uploaderId, options.viewer.id)))
    .limit(1);
  if (!image) return refuse('IMAGE', PROFILE_TEXTS.imageNotFound);
  return saveViewer(options.db, options.viewer, { imageId: image.id });
}

/** The username as it would be saved: no surrounding spaces, no leading @. */
function normaliseUsername(username: string): string {
  return username.trim().replace(/^@/, '');
}

/** usernameAvailability: the onboarding rules, then whether someone else holds it (any case). */
export async function usernameAvailability(options: {
  db: Database;
  viewer: UserRow;
  username: string;
}): Promise<{ username: string; isAvailable: boolean; message: string | null }> {
  const username = normaliseUsername(options.username);
  const problem = usernameProblem(username);
  if (problem) return { username, isAvailable: false, message: problem };
  return (await isUsernameTaken(options.db, username, options.viewer))
    ? { username, isAvailable: false, message: USERNAME_TEXTS.usernameTaken }
    : { username, isAvailable: true, message: null };
}

/**
 * changeUsername: the same rules and case-insensitive uniqueness as onboarding
 * (it is the same operation). The old handle is released at once: /@old stops
 * leading here and anyone may take it, as there is no redirect from old handles.
 */
export async function changeUsername(options: {
  db: Database;
  viewer: UserRow;
  username: string;
}): Promise<UpdateProfileResult> {
  const result = await chooseUsername(options);
  if (result.__typename !== 'User') return refuse('USERNAME', result.message);
  // Every path under the old handle moves: the pages naming this person go.
  announceContentChange({ ids: [result.id] });
  return result;
}
