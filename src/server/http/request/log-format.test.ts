import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/env';
import { logStreamFor, wantsPrettyLog } from './log-format';

describe('LOG_FORMAT', () => {
  it('is auto unless set, and refuses other values', () => {
    expect(loadConfig({}).logFormat).toBe('auto');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/^Invalid LOG_FORMAT: /);
  });

  it('is readable on a terminal and JSON lines for machines', () => {
    expect(wantsPrettyLog('auto', true)).toBe(true);
    expect(wantsPrettyLog('auto', false)).toBe(false);
    expect(wantsPrettyLog('json', true)).toBe(false);
    expect(wantsPrettyLog('pretty', false)).toBe(true);
    // undefined: pino writes its own JSON lines to stdout.
    expect(logStreamFor('json', true)).toBeUndefined();
    expect(logStreamFor('auto', false)).toBeUndefined();
    expect(logStreamFor('pretty', false)).toBeDefined();
  });
});
