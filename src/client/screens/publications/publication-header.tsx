import type { ReactNode } from 'react';
import { usePublicationPath } from '@client/app/custom-domain-context';
import { Link } from '@client/app/link';
import { publisherStyle } from '@client/features/design/publisher-style';
import { FollowPublicationButton } from '@client/features/social/follow-publication-button';
import { Avatar } from '@client/ui/avatar/avatar';
import type { PublicationHeaderFieldsFragment } from '@client/graphql/generated/graphql';
import { DEFAULT_STYLE_SHEET } from '@shared/design/style-sheet-values';
import { collectionSubpageUrl, collectionUrl } from '@shared/routing/urls';
import styles from './publication-pages.module.css';
import { PublicationNav } from './publication-nav';
import type { PublicationPage } from './publication-nav';
import { PUBLICATION_PAGE_TEXTS as TEXTS, followerCountText } from './publication-texts';

const SCALE_CLASS = { SMALL: styles.small, MEDIUM: styles.medium, LARGE: styles.large } as const;

/** The header's scale, name and tagline treatments: its design's, or the site's own. */
export function headerStylesOf(collection: PublicationHeaderFieldsFragment) {
  return collection.customStyleSheet?.header ?? DEFAULT_STYLE_SHEET.header;
}

/** A publication page's frame, wearing its design. */
export function PublicationMain({
  collection,
  children,
}: {
  collection: PublicationHeaderFieldsFragment;
  children: ReactNode;
}) {
  return (
    <main id="main" className={styles.main} style={publisherStyle(collection.customStyleSheet)}>
      {children}
    </main>
  );
}

/** The name as the publication chose: its avatar as a logo (the name its text), or written out. */
function PublicationName({ collection }: { collection: PublicationHeaderFieldsFragment }) {
  const avatar = { name: collection.name, imageId: collection.avatarImageId };
  const header = headerStylesOf(collection);
  if (header.nameTreatment === 'LOGO' && collection.avatarImageId)
    return <Avatar user={avatar} size="XXL" label={collection.name} />;
  return (
    <>
      <Avatar user={avatar} size={header.headerScale === 'SMALL' ? 'M' : 'XL'} />
      <span>{collection.name}</span>
    </>
  );
}

/**
 * Every publication page's header: name (logo or text) at the chosen scale,
 * the tagline when it sits in the header, follow button and followers, and
 * the pages' own navigation.
 */
export function PublicationHeader({
  collection,
  current,
  children,
}: {
  collection: PublicationHeaderFieldsFragment;
  current: PublicationPage;
  children?: ReactNode;
}) {
  const Heading = current === 'home' ? 'h1' : 'p';
  const pathOf = usePublicationPath();
  const header = headerStylesOf(collection);
  return (
    <header className={`${styles.header} ${SCALE_CLASS[header.headerScale]}`}>
      <Heading className={styles.name}>
        <Link to={pathOf(collection, collectionUrl(collection))} className={styles.nameLink}>
          <PublicationName collection={collection} />
        </Link>
      </Heading>
      {header.taglineTreatment === 'HEADER' && collection.description ? (
        <p className={styles.tagline}>{collection.description}</p>
      ) : null}
      <div className={styles.meta}>
        <span>{followerCountText(collection.followerCount)}</span>
        <FollowPublicationButton collection={collection} />
        {collection.viewerIsEditor ? (
          <Link to={collectionSubpageUrl(collection, 'settings')} className={styles.navLink}>
            {TEXTS.settings}
          </Link>
        ) : null}
        {children}
      </div>
      <PublicationNav collection={collection} current={current} />
    </header>
  );
}
