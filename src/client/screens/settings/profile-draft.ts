import type { SettingsViewer } from './settings-operations';

/** What the profile form edits; kept whole across failed saves so nothing typed is lost. */
export interface ProfileDraft {
  name: string;
  bio: string;
  imageId: string | null;
}

export type ProfileFieldErrors = Partial<Record<'NAME' | 'BIO' | 'IMAGE', string>>;

export function draftOf(viewer: Pick<SettingsViewer, 'name' | 'bio' | 'imageId'>): ProfileDraft {
  return { name: viewer.name, bio: viewer.bio, imageId: viewer.imageId ?? null };
}

/** Which of the two saves a submit needs: the text fields, the picture, or both. */
export function pendingChanges(saved: ProfileDraft, draft: ProfileDraft) {
  return {
    text: saved.name !== draft.name || saved.bio !== draft.bio,
    image: saved.imageId !== draft.imageId,
  };
}

export function hasPendingChanges(saved: ProfileDraft, draft: ProfileDraft): boolean {
  const changes = pendingChanges(saved, draft);
  return changes.text || changes.image;
}

export type ProfileField = 'NAME' | 'BIO' | 'IMAGE' | 'USERNAME';

const PROFILE_FIELDS: readonly string[] = ['NAME', 'BIO', 'IMAGE', 'USERNAME'];

/** The profile field a refusal names, or null when it names none (it is then the form's). */
export function profileFieldOf(field: string | undefined): ProfileField | null {
  return field !== undefined && PROFILE_FIELDS.includes(field) ? (field as ProfileField) : null;
}

/** The username as the server will read it: no surrounding spaces, no leading @. */
export function normaliseUsername(value: string): string {
  return value.trim().replace(/^@/, '');
}
