import { useState } from 'react';
import type { FormEvent } from 'react';
import { PreviewImagePicker } from '@client/features/editor/publish/preview-image-picker';
import { TagInput } from '@client/features/editor/publish/tag-input';
import { CountLimitField } from '@client/ui/count-limit-field/count-limit-field';
import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { UPDATE_POST_SETTINGS_MUTATION } from './post-settings-query';
import type { SettingsDraft } from './post-settings-query';
import styles from './post-settings.module.css';
import { CanonicalUrlField, LicenseField, VisibilityField } from './settings-choices';
import {
  PREVIEW_SUBTITLE_LIMIT,
  PREVIEW_TITLE_LIMIT,
  SEO_DESCRIPTION_LIMIT,
  SEO_TITLE_LIMIT,
  canonicalUrlProblem,
  initialSettings,
  settingsInput,
  splitServerMessage,
  storyImages,
} from './settings-form';
import type { SettingsFormState } from './settings-form';
import { POST_SETTINGS_TEXTS as TEXTS } from './texts';

/** The settings of one story; saving sends them all and confirms with a toast. */
export function PostSettingsForm({ draft }: { draft: SettingsDraft }) {
  const [state, setState] = useState(() => initialSettings(draft));
  const [urlError, setUrlError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [save, { loading: isSaving }] = useMutationOutcome(UPDATE_POST_SETTINGS_MUTATION);
  const { queueToast } = useToasts();
  const images = storyImages(draft);

  function set<K extends keyof SettingsFormState>(key: K, value: SettingsFormState[K]) {
    setState((previous) => ({ ...previous, [key]: value }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const problem = canonicalUrlProblem(state.canonicalUrl);
    setUrlError(problem);
    if (problem) {
      document.getElementById('story-canonical-url')?.focus();
      return;
    }
    const outcome = await save({ postId: draft.postId, input: settingsInput(state) });
    if (outcome.ok) {
      queueToast({ message: TEXTS.saved });
      return;
    }
    const { field, text } = splitServerMessage(outcome.message);
    if (field === 'canonicalUrl') setUrlError(text);
    else setFormError(outcome.message);
  }

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <section className={styles.section} aria-labelledby="settings-preview">
        <h2 id="settings-preview" className={styles.sectionHeading}>
          {TEXTS.previewSection}
        </h2>
        <p className={styles.help}>{TEXTS.previewHelp}</p>
        <CountLimitField
          label={TEXTS.previewTitle}
          name="previewTitle"
          value={state.previewTitle}
          limit={PREVIEW_TITLE_LIMIT}
          onChange={(value) => set('previewTitle', value)}
        />
        <CountLimitField
          label={TEXTS.previewSubtitle}
          name="previewSubtitle"
          value={state.previewSubtitle}
          limit={PREVIEW_SUBTITLE_LIMIT}
          isMultiline
          onChange={(value) => set('previewSubtitle', value)}
        />
        <PreviewImagePicker
          images={images}
          selectedId={state.previewImageId}
          focusX={state.focusPercentX}
          focusY={state.focusPercentY}
          onSelect={(id) => set('previewImageId', id)}
          onFocusChange={(x, y) =>
            setState((previous) => ({ ...previous, focusPercentX: x, focusPercentY: y }))
          }
        />
      </section>
      <section className={styles.section} aria-labelledby="settings-tags">
        <h2 id="settings-tags" className={styles.sectionHeading}>
          {TEXTS.tagsSection}
        </h2>
        <TagInput tags={state.tags} onChange={(tags) => set('tags', tags)} />
      </section>
      <section className={styles.section} aria-labelledby="settings-seo">
        <h2 id="settings-seo" className={styles.sectionHeading}>
          {TEXTS.seoSection}
        </h2>
        <p className={styles.help}>{TEXTS.seoHelp}</p>
        <CountLimitField
          label={TEXTS.seoTitle}
          name="seoTitle"
          value={state.seoTitle}
          limit={SEO_TITLE_LIMIT}
          description={TEXTS.seoTitleHelp}
          onChange={(value) => set('seoTitle', value)}
        />
        <CountLimitField
          label={TEXTS.seoDescription}
          name="seoDescription"
          value={state.seoDescription}
          limit={SEO_DESCRIPTION_LIMIT}
          description={TEXTS.seoDescriptionHelp}
          isMultiline
          onChange={(value) => set('seoDescription', value)}
        />
      </section>
      <section className={styles.section} aria-labelledby="settings-advanced">
        <h2 id="settings-advanced" className={styles.sectionHeading}>
          {TEXTS.advancedSection}
        </h2>
        <CanonicalUrlField
          value={state.canonicalUrl}
          error={urlError}
          onChange={(value) => {
            set('canonicalUrl', value);
            if (urlError) setUrlError(null);
          }}
        />
        <LicenseField value={state.license} onChange={(value) => set('license', value)} />
        <VisibilityField
          value={state.visibility}
          saved={draft.post.visibility}
          onChange={(value) => set('visibility', value)}
        />
      </section>
      {formError ? (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.saveButton} disabled={isSaving}>
          {isSaving ? TEXTS.saving : TEXTS.save}
        </button>
      </div>
    </form>
  );
}
