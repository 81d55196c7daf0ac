/** A text field's value from a submitted form ('' when absent or a file). */
export const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
