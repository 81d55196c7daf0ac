import { visibilityChoices } from '@shared/content/visibility-choices';
import { useFlagOn } from '@client/app/use-flag';
import type { License } from '@shared/content/post-enums';
import styles from './post-settings.module.css';
import { VISIBILITIES } from './settings-form';
import type { Visibility } from './settings-form';
import { LICENSE_OPTIONS, POST_SETTINGS_TEXTS } from './texts';

export function VisibilityField(props: {
  value: Visibility;
  /** The story's visibility as saved: with the member-only switch off it decides the choices. */
  saved: Visibility;
  onChange: (value: Visibility) => void;
}) {
  const isMemberOnlySwitchOn = useFlagOn('can_edit_members_only_posts');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{POST_SETTINGS_TEXTS.visibility}</legend>
      {visibilityChoices(VISIBILITIES, props.saved, isMemberOnlySwitchOn).map((visibility) => (
        <label key={visibility} className={styles.choice}>
          <input
            type="radio"
            name="visibility"
            value={visibility}
            checked={props.value === visibility}
            onChange={() => props.onChange(visibility)}
            aria-describedby={`visibility-${visibility}-help`}
          />
          <span>
            <span className={styles.choiceLabel}>
              {POST_SETTINGS_TEXTS.visibilityLabels[visibility]}
            </span>
            <span id={`visibility-${visibility}-help`} className={styles.help}>
              {POST_SETTINGS_TEXTS.visibilityHelp[visibility]}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function LicenseField(props: { value: License; onChange: (value: License) => void }) {
  return (
    <div className={styles.field}>
      <label htmlFor="story-license" className={styles.label}>
        {POST_SETTINGS_TEXTS.license}
      </label>
      <select
        id="story-license"
        className={styles.select}
        value={props.value}
        onChange={(event) => {
          const option = LICENSE_OPTIONS.find((item) => item.value === event.target.value);
          if (option) props.onChange(option.value);
        }}
      >
        {LICENSE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CanonicalUrlField(props: {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const { error } = props;
  return (
    <div className={styles.field}>
      <label htmlFor="story-canonical-url" className={styles.label}>
        {POST_SETTINGS_TEXTS.canonicalUrl}
      </label>
      <input
        id="story-canonical-url"
        type="text"
        inputMode="url"
        autoComplete="url"
        className={`${styles.input} ${error ? styles.invalid : ''}`}
        value={props.value}
        placeholder="https://"
        aria-invalid={error ? true : undefined}
        aria-describedby="story-canonical-url-help"
        onChange={(event) => props.onChange(event.target.value)}
      />
      {error ? (
        <p id="story-canonical-url-help" className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        <p id="story-canonical-url-help" className={styles.help}>
          {POST_SETTINGS_TEXTS.canonicalUrlHelp}
        </p>
      )}
    </div>
  );
}
