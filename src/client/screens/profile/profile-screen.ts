import { feedDiscoveryLinks, userFeed } from '@shared/feeds';
import type { HeadMeta } from '@shared/head-meta';
import { siteNames, siteProperties } from '@shared/seo/site-meta';
import type { ProfileResultFieldsFragment } from '@client/graphql/generated/graphql';
import type { HeadContext, ScreenDefinition, ScreenProps } from '../screen';
import { profilePath } from './profile-tabs';
import { PROFILE_TEXTS } from './texts';

const PROFILE_PAGE_SIZE = 10;

export type ProfileData = { user: ProfileResultFieldsFragment };

export function profileVariables({ params }: Pick<ScreenProps, 'params'>) {
  return { username: params.username ?? '', first: PROFILE_PAGE_SIZE };
}

export function profileUserOf<TData extends ProfileData>(data: TData | undefined) {
  const user = data?.user;
  return user?.__typename === 'User'
    ? (user as Extract<TData['user'], { __typename: 'User' }>)
    : null;
}

/** Suspended accounts are gone for good (410); a blocked viewer is refused (403). */
function statusOf(data: ProfileData | undefined): number {
  if (data?.user.__typename === 'AccountSuspended') return 410;
  if (data?.user.__typename === 'Blocked') return 403;
  return 200;
}

function headOf(data: ProfileData | undefined, context: HeadContext, suffix: string): HeadMeta {
  const user = profileUserOf(data);
  if (!user) return { robots: 'noindex' };
  const url = `${context.origin}${profilePath(user.username, suffix)}`;
  const description = PROFILE_TEXTS.description(user.name, user.bio);
  return {
    canonical: url,
    properties: [
      ...siteProperties(context),
      ['og:type', 'profile'],
      ['og:title', user.name],
      ['og:description', description],
      ['og:url', url],
      ['profile:username', user.username],
    ],
    names: [
      ['twitter:card', 'summary'],
      ...siteNames(context),
      ['twitter:title', user.name],
      ['twitter:description', description],
    ],
    links: feedDiscoveryLinks(userFeed(user, context.productName), context.origin),
  };
}

/**
 * A profile page's screen definition: the query and its status, canonical
 * path and head. `suffix` is the page's path under /@{username}; `section`
 * names it in the title (null for the profile home).
 */
export function profileScreen<TData extends ProfileData>(options: {
  query: ScreenDefinition<TData>['query'];
  suffix: string;
  section: string | null;
  variables?: (props: ScreenProps) => Record<string, unknown>;
  Component: ScreenDefinition<TData>['Component'];
}): ScreenDefinition<TData> {
  return {
    query: options.query,
    variables: options.variables ?? profileVariables,
    isNotFound: (data) => data?.user.__typename === 'NotFound',
    status: statusOf,
    canonicalPath: (data) => {
      const user = profileUserOf(data);
      return user ? profilePath(user.username, options.suffix) : null;
    },
    head: (data, context) => headOf(data, context, options.suffix),
    title: (data, productName) => {
      const user = profileUserOf(data);
      if (!user) return productName;
      return options.section
        ? PROFILE_TEXTS.sectionTitle(options.section, user.name, productName)
        : PROFILE_TEXTS.title(user.name, productName);
    },
    description: (data) => {
      const user = profileUserOf(data);
      return user ? PROFILE_TEXTS.description(user.name, user.bio) : '';
    },
    Component: options.Component,
  };
}
