import { solveChallenge } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import type { LightMyRequestResponse } from 'fastify';
import { signXsrfToken } from '@server/http/request/identity';
import { TEST_SECRET } from '../test-app';
import type { Actor, TestApp } from '../test-app';

/** Fetches a challenge from the app and solves it as the browser widget would. */
export async function solveAltcha(app: TestApp, host = 'localhost'): Promise<string> {
  const response = await app.request({
    method: 'GET',
    url: '/_/altcha/challenge',
    headers: { host },
  });
  const challenge = response.json<Challenge>();
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('Could not solve the challenge');
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString('base64');
}

/** The path and query of a link, for inject. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The actor a response signed in: its new session and anti-forgery cookies. */
export function actorFrom(response: LightMyRequestResponse, previous: Actor): Actor {
  const cookies = { ...previous.cookies };
  for (const cookie of response.cookies) cookies[cookie.name] = cookie.value;
  return { cookies, xsrfToken: cookies.xsrf ?? '', userId: previous.userId };
}

export const SEND = `mutation Send($email: String!, $operation: AuthOperation!, $fullName: String, $captchaValue: String, $redirect: String, $entry: String, $onMobileWeb: Boolean) {
  sendAcctAuthEmail(email: $email, operation: $operation, fullName: $fullName, captchaValue: $captchaValue, redirect: $redirect, entry: $entry, onMobileWeb: $onMobileWeb) {
    __typename
    ... on SendAcctAuthEmailSuccess { method }
    ... on BadRequest { message }
    ... on FailedChallenge { message }
    ... on NotFound { message }
  }
}`;

export const VERIFY = `mutation Verify($loginCode: String!) {
  verifyLoginCode(loginCode: $loginCode) {
    __typename
    ... on Token { token authUrl }
    ... on BadRequest { message }
    ... on NotFound { message }
    ... on TooManyRequests { message }
  }
}`;

export const VIEWER = `{ viewer { id username name email hasChosenUsername } }`;

let ipCounter = 0;
/** A fresh client address, so per-IP limits of one test do not leak into the next. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

/** GraphQL as `as` from a given address and host. */
export async function gql<T = Record<string, unknown>>(
  app: TestApp,
  query: string,
  options: {
    variables?: Record<string, unknown>;
    as?: Actor;
    ip?: string;
    host?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const actor = options.as ?? app.visitor();
  const response = await app.request({
    method: 'POST',
    url: '/_/graphql',
    remoteAddress: options.ip ?? nextIp(),
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': actor.xsrfToken,
      host: options.host ?? 'localhost',
      ...options.headers,
    },
    cookies: actor.cookies,
    payload: { query, variables: options.variables ?? {} },
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json<{
      data?: T;
      errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
    }>(),
  };
}

/** A logged-out browser with its own visitor id. */
export function visitorActor(app: TestApp, visitorId: string): Actor {
  const base = app.visitor();
  const xsrf = signXsrfToken(TEST_SECRET, `uid:${visitorId}`);
  return {
    cookies: { ...base.cookies, uid: visitorId, xsrf },
    xsrfToken: xsrf,
    userId: visitorId,
  };
}

/**
 * The abuse limits count in fixed windows (15 minutes for sign-in mails). A test that
 * counts up to a limit waits until it is at least `marginMs` away from the next window's
 * start, so its hits cannot fall into two windows.
 */
export async function awayFromLimitWindowEdge(
  windowMs = 15 * 60 * 1000,
  marginMs = 10_000,
): Promise<void> {
  const untilNextWindow = windowMs - (Date.now() % windowMs);
  if (untilNextWindow < marginMs)
    await new Promise((resolve) => setTimeout(resolve, untilNextWindow + 50));
}
