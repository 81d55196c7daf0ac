import { useState } from 'react';
import type { FormEvent } from 'react';

/**
 * A money or tax form's submit: one request at a time, and the error
 * `onSubmit` answers (null when the page moves on), or `failed` when it throws.
 */
export function useFormSubmit<T>(onSubmit: (values: T) => Promise<string | null>, failed: string) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent, values: T) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      setError(await onSubmit(values));
    } catch {
      setError(failed);
    } finally {
      setBusy(false);
    }
  }

  return { error, busy, submit };
}
