import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { UNREACHABLE_MESSAGE, outcomeOf, refusalMessage } from './mutation-outcome';

describe('outcomeOf', () => {
  it('gives the server’s words for a GraphQL error, with its code', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'That URL is already taken. Please choose another one.',
          extensions: { code: 'BAD_REQUEST' },
        },
      ],
    });
    expect(outcomeOf({ data: null, error })).toEqual({
      ok: false,
      message: 'That URL is already taken. Please choose another one.',
      code: 'BAD_REQUEST',
    });
  });

  it('gives the server’s words for a refusal in the result union', () => {
    const data = {
      redeemGift: { __typename: 'NotFound', message: 'This gift link is not valid.' },
    };
    expect(outcomeOf({ data })).toEqual({
      ok: false,
      message: 'This gift link is not valid.',
      code: 'NotFound',
    });
  });

  it('names the field a refusal points at, so the form can show it there', () => {
    const data = {
      updateProfile: {
        __typename: 'ProfileFieldError',
        field: 'BIO',
        message: 'Bios may be at most 160 characters long.',
      },
    };
    expect(outcomeOf({ data })).toEqual({
      ok: false,
      message: 'Bios may be at most 160 characters long.',
      code: 'ProfileFieldError',
      field: 'BIO',
    });
  });

  it('passes a success through, also a union member that is not a refusal', () => {
    const data = { redeemGift: { __typename: 'Membership', plan: 'gift' } };
    expect(outcomeOf({ data })).toEqual({ ok: true, data });
  });

  it('says the answer never arrived when there is neither data nor a GraphQL error', () => {
    expect(outcomeOf({ error: new TypeError('Failed to fetch') })).toEqual({
      ok: false,
      message: UNREACHABLE_MESSAGE,
      code: null,
    });
    expect(outcomeOf({ data: null })).toMatchObject({ ok: false, message: UNREACHABLE_MESSAGE });
  });

  it('takes an error without a GraphQL errors list for one that never arrived', () => {
    const error = Object.assign(new Error('Response not successful'), { statusCode: 502 });
    expect(outcomeOf({ error })).toEqual({ ok: false, message: UNREACHABLE_MESSAGE, code: null });
  });
});

describe('refusalMessage', () => {
  it('keeps the server’s words for a refusal', () => {
    const outcome = { message: 'That slug is taken.', code: 'BAD_REQUEST' };
    expect(refusalMessage(outcome, 'Sorry, that didn’t work.')).toBe('That slug is taken.');
  });

  it('gives the screen’s own text when the server gave no reason', () => {
    const fallback = 'Your response could not be published. Please try again.';
    expect(refusalMessage({ message: UNREACHABLE_MESSAGE, code: null }, fallback)).toBe(fallback);
    expect(
      refusalMessage({ message: 'Unexpected error.', code: 'INTERNAL_SERVER_ERROR' }, fallback),
    ).toBe(fallback);
  });
});
