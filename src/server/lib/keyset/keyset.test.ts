import { describe, expect, it } from 'vitest';
import { connectionOf, decodeCursor, encodeCursor, pageSize } from '.';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const { message, code } = error as { message: string; code?: string };
    return { message, code };
  }
  return null;
};

describe('keyset cursor', () => {
  it('round-trips PostgreSQL timestamp text with its microseconds, opaquely', () => {
    const cursor = encodeCursor('2030-01-01 00:00:00.123457+00', 'abc123');
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).not.toContain('2030');
    expect(decodeCursor(cursor)).toEqual({ at: '2030-01-01 00:00:00.123457+00', id: 'abc123' });
  });

  it('reads no cursor as the first page', () => {
    expect(decodeCursor(null)).toBeNull();
    expect(decodeCursor(undefined)).toBeNull();
    expect(decodeCursor('')).toBeNull();
  });

  it('refuses a cursor it did not make with one BAD_REQUEST message', () => {
    const forged = [
      'nonsense',
      Buffer.from('yesterday|abc').toString('base64url'),
      Buffer.from('2030-01-01 00:00:00+00|').toString('base64url'),
      Buffer.from("2030-01-01 00:00:00+00|a' or 1=1").toString('base64url'),
      Buffer.from('2030-01-01 00:00:00+00|abc|def').toString('base64url'),
    ];
    for (const cursor of forged)
      expect(refusal(() => decodeCursor(cursor))).toEqual({
        message: 'Invalid cursor.',
        code: 'BAD_REQUEST',
      });
  });
});

describe('page size', () => {
  it('takes 1 to 50 and defaults to 10', () => {
    expect(pageSize(undefined)).toBe(10);
    expect(pageSize(null, 5)).toBe(5);
    expect(pageSize(1)).toBe(1);
    expect(pageSize(50)).toBe(50);
  });

  it('refuses anything else rather than clamping it', () => {
    for (const size of [0, -1, 51, 500, 2.5])
      expect(refusal(() => pageSize(size))).toEqual({
        message: 'Page size must be between 1 and 50.',
        code: 'BAD_REQUEST',
      });
  });
});

describe('connectionOf', () => {
  it('keeps the spare row out of the page and says another page follows', () => {
    const rows = [1, 2, 3].map((n) => ({ id: `r${n}`, at: `2030-01-01 00:00:0${n}+00` }));
    const page = connectionOf(
      rows,
      2,
      (row) => row.id,
      (row) => row.id,
    );
    expect(page.edges.map((edge) => edge.node)).toEqual(['r1', 'r2']);
    expect(page.pageInfo).toEqual({ hasNextPage: true, endCursor: page.edges[1]?.cursor });
    const last = connectionOf(
      rows,
      3,
      (row) => row.id,
      (row) => row.id,
    );
    expect(last.pageInfo.hasNextPage).toBe(false);
  });
});
