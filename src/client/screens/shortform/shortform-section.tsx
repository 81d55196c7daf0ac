import { Link } from '@client/app/link';
import type { ShortformFieldsFragment } from '@client/graphql/generated/graphql';
import { collectionSubpageUrl } from '@shared/routing/urls';
import type { CollectionRef } from '@shared/routing/urls';
import publicationStyles from '../publications/publications.module.css';
import pageStyles from '../publications/publication-pages.module.css';
import { ShortformCard } from './shortform-card';
import styles from './shortform.module.css';
import { SHORTFORM_SCREEN_TEXTS as TEXTS } from './shortform-texts';

/**
 * The home's newest shortform posts, with a way to write one for those who
 * may; nothing at all when there are none and the viewer cannot post.
 */
export function ShortformSection(props: {
  collection: CollectionRef;
  shortforms: ShortformFieldsFragment[];
  canWrite: boolean;
}) {
  if (props.shortforms.length === 0 && !props.canWrite) return null;
  return (
    <section aria-labelledby="publication-shortform" className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id="publication-shortform" className={pageStyles.section}>
          {TEXTS.sectionHeading}
        </h2>
        {props.canWrite ? (
          <Link
            to={collectionSubpageUrl(props.collection, 'new-shortform')}
            className={publicationStyles.pill}
          >
            {TEXTS.newShortform}
          </Link>
        ) : null}
      </div>
      {props.shortforms.map((shortform) => (
        <ShortformCard key={shortform.id} shortform={shortform} collection={props.collection} />
      ))}
    </section>
  );
}
