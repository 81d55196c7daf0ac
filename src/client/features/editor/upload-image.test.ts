import { describe, expect, it } from 'vitest';
import { isImageFile, readXsrfToken } from './upload-image';

describe('readXsrfToken', () => {
  it('reads the xsrf cookie among others', () => {
    expect(readXsrfToken('a=1; xsrf=tok%3Den; b=2')).toBe('tok=en');
    expect(readXsrfToken('xsrfx=no; other=1')).toBe('');
  });
});

describe('isImageFile', () => {
  it('accepts the image types the server takes, nothing else', () => {
    const file = (type: string) => ({ type }) as File;
    expect(isImageFile(file('image/png'))).toBe(true);
    expect(isImageFile(file('image/jpeg'))).toBe(true);
    expect(isImageFile(file('text/html'))).toBe(false);
  });
});
