/**
 * The app's client keeps a refused mutation's error in its result (errorPolicy
 * 'all') rather than throwing: this throws it, in the server's words, so a
 * form's catch shows it.
 */
export function throwIfFailed(result: { error?: { message: string } | null }): void {
  if (result.error) throw new Error(result.error.message, { cause: result.error });
}
