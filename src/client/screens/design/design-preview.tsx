import { publisherStyle } from '@client/features/design/publisher-style';
import type { StyleSheetValues } from '@shared/design/style-sheet-values';
import styles from './design.module.css';
import { DESIGN_TEXTS as TEXTS } from './texts';

export interface PreviewPublisher {
  name: string;
  /** A publication's tagline or a writer's bio. */
  tagline: string;
  isCollection: boolean;
}

/**
 * The design as it will look, from the form's values alone (nothing is
 * saved): the same custom properties the real pages get, on a small page.
 */
export function DesignPreview({
  values,
  publisher,
}: {
  values: StyleSheetValues;
  publisher: PreviewPublisher;
}) {
  const { nameTreatment, taglineTreatment } = values.header;
  const inSidebar = publisher.isCollection && taglineTreatment === 'SIDEBAR';
  const tagline = publisher.tagline ? (
    <p className={styles.previewTagline}>{publisher.tagline}</p>
  ) : null;
  return (
    <section className={styles.previewSection} aria-labelledby="design-preview-heading">
      <h2 id="design-preview-heading" className={styles.sectionHeading}>
        {TEXTS.previewHeading}
      </h2>
      <p className={styles.help}>{TEXTS.previewHelp}</p>
      <div
        className={styles.preview}
        style={publisherStyle(values)}
        data-testid="design-preview"
        data-name-treatment={publisher.isCollection ? nameTreatment : undefined}
      >
        <header className={styles.previewHeader}>
          <p className={styles.previewName}>{publisher.name}</p>
          {inSidebar ? null : tagline}
        </header>
        <div className={inSidebar ? styles.previewWithSidebar : undefined}>
          <article>
            <p className={styles.previewTitle}>{TEXTS.previewTitle}</p>
            <p className={styles.previewSubtitle}>{TEXTS.previewSubtitle}</p>
            <p className={styles.previewByline}>{TEXTS.previewByline}</p>
            <p className={styles.previewBody}>{TEXTS.previewBody}</p>
            <span className={styles.previewButton}>{TEXTS.previewButton}</span>
          </article>
          {inSidebar ? <aside className={styles.previewSidebar}>{tagline}</aside> : null}
        </div>
      </div>
    </section>
  );
}
