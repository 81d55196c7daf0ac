import { collectionNewsletterSettingsUrl, collectionSubpageUrl } from '@shared/routing/urls';
import type { CollectionRef } from '@shared/routing/urls';
import {
  hasClassicPages,
  isAuroraPublication,
  mayGiveAuroraFeedback,
} from '@shared/content/publication-aurora';
import { PUBLICATION_MENU_TEXTS as T } from './texts';

/** What the menu needs to know about the publication and the viewer's place in it. */
export interface MenuPublication extends CollectionRef {
  slug: string;
  name: string;
  viewerIsEditor: boolean;
  isAuroraEligible: boolean;
  isAuroraVisible: boolean;
  isPartnerProgramEnrolled: boolean;
  /** Its newsletter (navigation §3 newsletterV3), or null before one is created. */
  newsletterV3: { id: string; slug: string } | null;
}

export type PublicationMenuItem =
  | { key: string; kind: 'link'; label: string; to: string }
  /** Shown but not a link: no page of the product answers it yet. */
  | { key: string; kind: 'note'; label: string }
  | { key: 'sendFeedback'; kind: 'feedback'; label: string };

/**
 * The publication menu of spec navigation §2.4 for its creator and editors
 * (§6 viewerIsEditor), in the spec's order, each item under its condition;
 * nobody else gets any item.
 */
export function publicationMenuItems(publication: MenuPublication): PublicationMenuItem[] {
  if (!publication.viewerIsEditor) return [];
  const at = (subpage: Parameters<typeof collectionSubpageUrl>[1]) =>
    collectionSubpageUrl(publication, subpage);
  const classic = hasClassicPages(publication);
  const items: Array<PublicationMenuItem | null> = [
    { key: 'newStory', kind: 'link', label: T.newStory, to: at('new-story') },
    { key: 'stories', kind: 'link', label: T.stories, to: at('stories/submissions') },
    { key: 'stats', kind: 'link', label: T.stats, to: at('stats/overview') },
    { key: 'followers', kind: 'link', label: T.followers, to: at('settings/followers') },
    // The publication's Partner Program pages do not exist yet: the item says so without a link.
    publication.isPartnerProgramEnrolled
      ? { key: 'partnerProgram', kind: 'note', label: T.partnerProgram }
      : null,
    {
      key: 'newsletter',
      kind: 'link',
      label: T.newsletter,
      to: publication.newsletterV3
        ? collectionNewsletterSettingsUrl(publication, publication.newsletterV3.slug)
        : at('new-newsletter'),
    },
    classic
      ? { key: 'navigation', kind: 'link', label: T.navigation, to: at('settings/navigation') }
      : null,
    classic
      ? {
          key: 'featurePages',
          kind: 'link',
          label: T.featurePages,
          to: at('settings/feature-pages'),
        }
      : null,
    {
      key: 'settings',
      kind: 'link',
      label: isAuroraPublication(publication) ? T.homepageAndSettings : T.settings,
      to: at('settings'),
    },
    publication.isAuroraEligible
      ? { key: 'design', kind: 'link', label: T.design, to: at('design') }
      : null,
    mayGiveAuroraFeedback(publication)
      ? { key: 'sendFeedback', kind: 'feedback', label: T.sendFeedback }
      : null,
  ];
  return items.filter((item): item is PublicationMenuItem => item !== null);
}
