import { describe, expect, it } from 'vitest';
import { toErrorDetails } from './error-details';

describe('toErrorDetails', () => {
  it('reads the file and line from a Firefox-style stack frame', () => {
    const details = toErrorDetails({
      name: 'Error',
      message: 'm',
      stack: 'render@https://q.test/app.js:7:3\n',
    });
    expect(details).toMatchObject({ fileName: 'https://q.test/app.js', lineNumber: 7 });
  });

  it('prefers fileName and lineNumber carried by the error (an ErrorEvent)', () => {
    expect(toErrorDetails({ message: 'Script error.', fileName: 'a.js', lineNumber: 3 })).toEqual({
      name: 'Error',
      message: 'Script error.',
      stack: '',
      fileName: 'a.js',
      lineNumber: 3,
    });
  });

  it('describes values that are not errors and clips to the server limits', () => {
    expect(toErrorDetails({ code: 42 }).message).toBe('{"code":42}');
    expect(toErrorDetails(undefined).message).toBe('undefined');
    expect(toErrorDetails(new Error('x'.repeat(5000))).message).toHaveLength(2000);
  });
});
