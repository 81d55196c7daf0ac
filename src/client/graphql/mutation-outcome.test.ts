import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { UNREACHABLE_MESSAGE, outcomeOf } from './mutation-outcome';

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
});
