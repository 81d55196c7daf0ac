import { useId, useMemo, useState } from 'react';
import styles from '@client/features/billing/billing.module.css';
import { useFormSubmit } from '@client/features/billing/use-form-submit';
import { useIsClient } from '@client/ui/overlay/use-is-client';
import { TAX_COUNTRY_CODES } from '@shared/partner/countries';
import { PARTNER_TEXTS as T } from './texts';

export interface TaxValues {
  legalName: string;
  country: string;
  taxId: string;
}

/**
 * Country codes with their English names, sorted by name. Names come from the
 * browser's Intl data, which differs from the server's: until hydration only
 * the chosen code is listed, so both render the same markup.
 */
function useCountries(chosen: string) {
  const isClient = useIsClient();
  return useMemo(() => {
    if (!isClient) return chosen ? [{ code: chosen, name: chosen }] : [];
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    return TAX_COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
  }, [isClient, chosen]);
}

/**
 * Legal name, country and tax id. The tax id may stay empty: the one on file
 * is kept, or the writer enrols and adds it later (the server then reminds
 * them); `onSubmit` answers an error to show, or null.
 */
export function TaxForm({
  initial,
  taxIdOnFile,
  submitLabel,
  onSubmit,
}: {
  initial: Omit<TaxValues, 'taxId'>;
  /** The last 4 of the stored tax id, when there is one. */
  taxIdOnFile: string | null;
  submitLabel: string;
  onSubmit: (values: TaxValues) => Promise<string | null>;
}) {
  const id = useId();
  const [values, setValues] = useState<TaxValues>({ ...initial, taxId: '' });
  const countries = useCountries(initial.country);
  const { error, busy, submit } = useFormSubmit(onSubmit, T.failed);

  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
  const set = (name: keyof TaxValues) => (event: { target: { value: string } }) =>
    setValues({ ...values, [name]: event.target.value });

  return (
    <form className={styles.cardForm} onSubmit={(event) => void submit(event, values)} noValidate>
      <label className={styles.field} htmlFor={`${id}-name`}>
        <span className={styles.label}>{T.legalName}</span>
        <input
          id={`${id}-name`}
          className={styles.input}
          name="legalName"
          autoComplete="name"
          required
          maxLength={200}
          value={values.legalName}
          onChange={set('legalName')}
          {...invalid}
        />
      </label>
      <label className={styles.field} htmlFor={`${id}-country`}>
        <span className={styles.label}>{T.country}</span>
        <select
          id={`${id}-country`}
          className={styles.input}
          name="country"
          autoComplete="country"
          required
          value={values.country}
          onChange={set('country')}
          {...invalid}
        >
          <option value="">{T.chooseCountry}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field} htmlFor={`${id}-tax-id`}>
        <span className={styles.label}>{T.taxId}</span>
        <input
          id={`${id}-tax-id`}
          className={styles.input}
          name="taxId"
          autoComplete="off"
          spellCheck={false}
          value={values.taxId}
          onChange={set('taxId')}
          aria-describedby={`${id}-tax-id-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
        />
        <span id={`${id}-tax-id-hint`} className={styles.muted}>
          {taxIdOnFile
            ? `${T.onFile(taxIdOnFile)}. ${T.taxIdKeep}`
            : `${T.taxIdHint} ${T.taxIdLater}`}
        </span>
      </label>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
        {busy ? T.saving : submitLabel}
      </button>
    </form>
  );
}
