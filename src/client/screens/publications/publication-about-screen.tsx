import { useQuery } from '@apollo/client/react';
import { Link } from '@client/app/link';
import { Avatar } from '@client/ui/avatar/avatar';
import type { PublicationAboutQuery } from '@client/graphql/generated/graphql';
import { collectionSubpageUrl, userUrl } from '@shared/routing/urls';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { PublicationHeader, PublicationMain } from './publication-header';
import { publicationHead } from './publication-head';
import { publicationSlugVariables } from './publication-slug';
import { PUBLICATION_ABOUT_QUERY } from './publication-pages-queries';
import styles from './publication-pages.module.css';
import { PUBLICATION_PAGE_TEXTS as TEXTS, publicationTitle } from './publication-texts';

const variablesOf = publicationSlugVariables;

const aboutPath = (collection: { id: string; slug: string }) =>
  collectionSubpageUrl(collection, 'about');

/** /{collectionSlug}/about: what the publication says of itself, and its masthead. */
function PublicationAboutScreen(props: ScreenProps) {
  const { data } = useQuery(PUBLICATION_ABOUT_QUERY, { variables: variablesOf(props) });
  const collection = data?.collectionBySlug;
  if (!collection) return null;
  return (
    <PublicationMain collection={collection}>
      <PublicationHeader collection={collection} current="about" />
      <h1 className={styles.section}>
        {TEXTS.about} {collection.name}
      </h1>
      <p className={styles.description}>{collection.description || TEXTS.noDescription}</p>
      <section aria-labelledby="publication-masthead">
        <h2 id="publication-masthead" className={styles.section}>
          {TEXTS.masthead}
        </h2>
        <ul className={styles.masthead}>
          {collection.editors.map((person) => (
            <li key={person.id} className={styles.person}>
              <Avatar user={person} size="M" />
              <div>
                <Link to={userUrl(person.username)} className={styles.personName}>
                  {person.name}
                </Link>
                <p className={styles.role}>
                  {person.id === collection.creator.id ? TEXTS.creator : TEXTS.editor}
                </p>
                {person.bio ? <p className={styles.bio}>{person.bio}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </PublicationMain>
  );
}

export const screen: ScreenDefinition<PublicationAboutQuery> = {
  query: PUBLICATION_ABOUT_QUERY,
  variables: variablesOf,
  isNotFound: (data) => !data?.collectionBySlug,
  canonicalPath: (data) => (data?.collectionBySlug ? aboutPath(data.collectionBySlug) : null),
  head: (data, context) => publicationHead(data?.collectionBySlug, context, aboutPath),
  title: (data, productName) =>
    publicationTitle(data?.collectionBySlug?.name ?? '', productName, TEXTS.about),
  description: (data) => data?.collectionBySlug?.description ?? '',
  Component: PublicationAboutScreen,
};
