import type { Actor, TestApp } from '../test-app';

/** Billing's GraphQL calls as the membership pages send them. */

export const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
export const DECLINING_CARD = { number: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' };

interface Answer {
  __typename: string;
  message?: string;
  [field: string]: unknown;
}

async function mutate(
  testApp: TestApp,
  actor: Actor,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Answer> {
  const { body } = await testApp.graphql<Record<string, Answer>>(query, { as: actor, variables });
  if (body.errors) throw new Error(body.errors[0]?.message);
  return Object.values(body.data ?? {})[0] as Answer;
}

export const startCheckout = (
  testApp: TestApp,
  actor: Actor,
  variables: { plan: string; kind?: string; recipientEmail?: string } = { plan: 'monthly' },
) =>
  mutate(
    testApp,
    actor,
    `mutation($plan: MembershipPlan!, $kind: CheckoutKind, $recipientEmail: String) {
      startCheckout(plan: $plan, kind: $kind, recipientEmail: $recipientEmail) {
        __typename
        ... on CheckoutSession { id url amount currency formattedAmount status kind }
        ... on BadRequest { message }
        ... on NotFound { message }
        ... on ServiceUnavailable { message }
      }
    }`,
    variables,
  );

export const payCheckout = (
  testApp: TestApp,
  actor: Actor,
  sessionId: string,
  card: typeof TEST_CARD = TEST_CARD,
) =>
  mutate(
    testApp,
    actor,
    `mutation($id: ID!, $card: CardInput!) {
      payCheckout(sessionId: $id, card: $card) {
        __typename
        ... on CheckoutPaid { redirectTo }
        ... on PaymentMethodDeclined { message }
        ... on BadRequest { message }
        ... on NotFound { message }
      }
    }`,
    { id: sessionId, card },
  );

const MEMBERSHIP_FIELDS = `id plan isActive cancelAtPeriodEnd currentPeriodEnd cardBrand cardLast4`;

export const changeMembership = (
  testApp: TestApp,
  actor: Actor,
  change: 'cancelMembership' | 'resumeMembership',
) =>
  mutate(
    testApp,
    actor,
    `mutation { ${change} {
      __typename
      ... on Membership { ${MEMBERSHIP_FIELDS} }
      ... on BadRequest { message }
      ... on NotFound { message }
    } }`,
  );

export const updateCard = (testApp: TestApp, actor: Actor, card: typeof TEST_CARD) =>
  mutate(
    testApp,
    actor,
    `mutation($card: CardInput) { updatePaymentMethod(card: $card) {
      __typename
      ... on PaymentMethodUpdated { membership { ${MEMBERSHIP_FIELDS} } }
      ... on PaymentMethodDeclined { message }
      ... on NotFound { message }
      ... on BadRequest { message }
    } }`,
    { card },
  );

export interface MembershipView {
  mediumMemberAt: string | null;
  hasPastMemberships: boolean;
  membership: {
    plan: string;
    isActive: boolean;
    cancelAtPeriodEnd: boolean;
    cardLast4: string | null;
  } | null;
  membershipCharges: {
    edges: Array<{
      node: { id: string; amount: number; currency: string; formattedAmount: string; kind: string };
    }>;
  } | null;
}

/** What the settings page reads about the viewer's membership. */
export async function membershipOf(testApp: TestApp, actor: Actor): Promise<MembershipView> {
  const { body } = await testApp.graphql<{ viewer: MembershipView }>(
    `{ viewer {
      mediumMemberAt hasPastMemberships
      membership { plan isActive cancelAtPeriodEnd cardLast4 }
      membershipCharges(first: 10) { edges { node { id amount currency formattedAmount kind } } }
    } }`,
    { as: actor },
  );
  if (!body.data) throw new Error(body.errors?.[0]?.message);
  return body.data.viewer;
}

/** Becomes a member with the test card; answers the checkout's id. */
export async function becomeMember(testApp: TestApp, actor: Actor, plan = 'monthly') {
  const session = await startCheckout(testApp, actor, { plan });
  const paid = await payCheckout(testApp, actor, String(session.id));
  if (paid.__typename !== 'CheckoutPaid') throw new Error(String(paid.message));
  return String(session.id);
}
