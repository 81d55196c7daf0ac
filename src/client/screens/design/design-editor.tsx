import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '@client/app/link';
import type { PublisherStyleFieldsFragment } from '@client/graphql/generated/graphql';
import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import { colorError, parseColor } from '@shared/design/color';
import { contrastRatio, formatRatio } from '@shared/design/contrast';
import { inkOn } from '@shared/design/palette';
import type { StyleSheetValues } from '@shared/design/style-sheet-values';
import { ChoiceField } from './choice-field';
import { ColorField } from './color-field';
import { UPDATE_STYLE_SHEET } from './design-queries';
import { DesignPreview } from './design-preview';
import type { PreviewPublisher } from './design-preview';
import styles from './design.module.css';
import { editorValuesOf } from './editor-values';
import {
  DESIGN_TEXTS as TEXTS,
  FONT_SET_NAMES,
  FONT_SLOT_NAMES,
  NAME_TREATMENT_NAMES,
  SCALE_NAMES,
  TAGLINE_TREATMENT_NAMES,
} from './texts';

interface DesignEditorProps {
  sheet: PublisherStyleFieldsFragment | null | undefined;
  /** A publication's id; absent for the viewer's own design. */
  collectionId?: string;
  publisher: PreviewPublisher;
  /** Where the design shows (their profile, the publication). */
  viewUrl: string;
}

type Status = { kind: 'saved' | 'error'; text: string } | null;

/** Both pairs' contrast while both colours read; nothing while one does not. */
function contrastLine(values: StyleSheetValues): string | null {
  const { primaryColor, backgroundColor } = values.global.colorPalette;
  if (colorError(primaryColor) || colorError(backgroundColor)) return null;
  const background = parseColor(backgroundColor);
  return TEXTS.contrast(
    formatRatio(contrastRatio(inkOn(background), background)),
    formatRatio(contrastRatio(parseColor(primaryColor), background)),
  );
}

/** The form, its live preview and Save; the server checks and says why it refuses. */
export function DesignEditor({ sheet, collectionId, publisher, viewUrl }: DesignEditorProps) {
  const id = useId();
  const [values, setValues] = useState(() => editorValuesOf(sheet));
  const [version, setVersion] = useState(sheet?.version ?? 0);
  const [status, setStatus] = useState<Status>(null);
  const [update, { loading }] = useMutationOutcome(UPDATE_STYLE_SHEET);

  function change(next: (current: StyleSheetValues) => StyleSheetValues) {
    setValues(next);
    setStatus(null);
  }
  const setPalette = (key: 'primaryColor' | 'backgroundColor') => (value: string) =>
    change((v) => ({
      ...v,
      global: { ...v.global, colorPalette: { ...v.global.colorPalette, [key]: value } },
    }));
  const setFont =
    (key: 'font1' | 'font2' | 'font3') =>
    (name: StyleSheetValues['global']['fonts']['font1']['name']) =>
      change((v) => ({
        ...v,
        global: { ...v.global, fonts: { ...v.global.fonts, [key]: { name } } },
      }));
  const setPart =
    <P extends 'header' | 'postHeader' | 'postBody', K extends keyof StyleSheetValues[P]>(
      part: P,
      key: K,
    ) =>
    (value: StyleSheetValues[P][K]) =>
      change((v) => ({ ...v, [part]: { ...v[part], [key]: value } }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await update({ collectionId, baseVersion: version, input: values });
    // A refusal stays beside Save; the form keeps every value chosen.
    if (!outcome.ok) return setStatus({ kind: 'error', text: outcome.message });
    const result = outcome.data.updateCustomStyleSheet;
    if (result.__typename !== 'CustomStyleSheet')
      return setStatus({ kind: 'error', text: TEXTS.failed });
    setVersion(result.version);
    setStatus({ kind: 'saved', text: TEXTS.saved });
  }

  const contrast = contrastLine(values);
  const { fonts, colorPalette } = values.global;
  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{TEXTS.globalSection}</legend>
          <ColorField
            label={TEXTS.primaryColor}
            help={TEXTS.primaryHelp}
            value={colorPalette.primaryColor}
            onChange={setPalette('primaryColor')}
          />
          <ColorField
            label={TEXTS.backgroundColor}
            help={TEXTS.backgroundHelp}
            value={colorPalette.backgroundColor}
            onChange={setPalette('backgroundColor')}
          />
          {contrast ? <p className={styles.help}>{contrast}</p> : null}
          <ChoiceField
            label={TEXTS.font1}
            value={fonts.font1.name}
            names={FONT_SET_NAMES}
            onChange={setFont('font1')}
          />
          <ChoiceField
            label={TEXTS.font2}
            value={fonts.font2.name}
            names={FONT_SET_NAMES}
            onChange={setFont('font2')}
          />
          <ChoiceField
            label={TEXTS.font3}
            value={fonts.font3.name}
            names={FONT_SET_NAMES}
            onChange={setFont('font3')}
          />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{TEXTS.headerSection}</legend>
          <ChoiceField
            label={TEXTS.headerScale}
            value={values.header.headerScale}
            names={SCALE_NAMES}
            onChange={setPart('header', 'headerScale')}
          />
          {publisher.isCollection ? (
            <>
              <ChoiceField
                label={TEXTS.nameTreatment}
                value={values.header.nameTreatment}
                names={NAME_TREATMENT_NAMES}
                onChange={setPart('header', 'nameTreatment')}
              />
              <ChoiceField
                label={TEXTS.taglineTreatment}
                value={values.header.taglineTreatment}
                names={TAGLINE_TREATMENT_NAMES}
                onChange={setPart('header', 'taglineTreatment')}
              />
            </>
          ) : null}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{TEXTS.postHeaderSection}</legend>
          <ChoiceField
            label={TEXTS.titleFont}
            value={values.postHeader.titleFont}
            names={FONT_SLOT_NAMES}
            onChange={setPart('postHeader', 'titleFont')}
          />
          <ChoiceField
            label={TEXTS.titleScale}
            value={values.postHeader.titleScale}
            names={SCALE_NAMES}
            onChange={setPart('postHeader', 'titleScale')}
          />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{TEXTS.postBodySection}</legend>
          <ChoiceField
            label={TEXTS.bodyFont}
            value={values.postBody.bodyFont}
            names={FONT_SLOT_NAMES}
            onChange={setPart('postBody', 'bodyFont')}
          />
          <ChoiceField
            label={TEXTS.bodySize}
            value={values.postBody.bodySize}
            names={SCALE_NAMES}
            onChange={setPart('postBody', 'bodySize')}
          />
        </fieldset>
        <div className={styles.actions}>
          <button
            type="submit"
            className={styles.save}
            disabled={loading}
            aria-describedby={status?.kind === 'error' ? `${id}-error` : undefined}
          >
            {loading ? TEXTS.saving : TEXTS.save}
          </button>
          <Link to={viewUrl}>{collectionId ? TEXTS.viewPublication : TEXTS.viewProfile}</Link>
        </div>
        <p className={styles.help} role="status">
          {status?.kind === 'saved' ? status.text : null}
        </p>
        <p id={`${id}-error`} className={styles.error} role="alert">
          {status?.kind === 'error' ? status.text : null}
        </p>
      </form>
      <DesignPreview values={values} publisher={publisher} />
    </div>
  );
}
