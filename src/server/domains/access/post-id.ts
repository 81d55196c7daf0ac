/** Post ids as the API hands them out (hex, up to 32 characters); anything else names no story. */
export const isValidPostId = (id: string): boolean => /^[0-9a-f]{1,32}$/i.test(id);
