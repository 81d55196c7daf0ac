import { Link } from '@client/app/link';
import type { ShortformFieldsFragment } from '@client/graphql/generated/graphql';
import { imageSrcSet, imageUrl } from '@shared/media/image-url';
import { shortformEditUrl } from '@shared/routing/urls';
import type { CollectionRef } from '@shared/routing/urls';
import styles from './shortform.module.css';
import { SHORTFORM_SCREEN_TEXTS as TEXTS } from './shortform-texts';

/** The column the home's pictures fill, and twice it for sharp screens. */
const PICTURE_WIDTH = 700;
const PICTURE_WIDTHS = [PICTURE_WIDTH, PICTURE_WIDTH * 2];

/**
 * One shortform post on a publication's home, compact: a link with its
 * fetched title and domain, a picture with its caption, a note, or a quote
 * with who said it. Text is rendered as text, never as HTML.
 */
export function ShortformCard(props: {
  shortform: ShortformFieldsFragment;
  collection: CollectionRef;
}) {
  const { shortform } = props;
  return (
    <article className={styles.card} data-shortform-type={shortform.type}>
      <ShortformBody shortform={shortform} />
      <p className={styles.byline}>
        {TEXTS.by(shortform.creator.name)}
        {shortform.viewerCanEdit ? (
          <>
            {' · '}
            <Link
              to={shortformEditUrl(props.collection, shortform.id)}
              className={styles.editLink}
              aria-label={TEXTS.editLabel(TEXTS.types[shortform.type])}
            >
              {TEXTS.edit}
            </Link>
          </>
        ) : null}
      </p>
    </article>
  );
}

function ShortformBody({ shortform }: { shortform: ShortformFieldsFragment }) {
  switch (shortform.type) {
    case 'LINK':
      return (
        <>
          {shortform.text ? <p className={styles.text}>{shortform.text}</p> : null}
          <a
            className={styles.linkBox}
            href={shortform.url ?? '#'}
            rel="nofollow ugc noopener noreferrer"
          >
            <span className={styles.linkTitle}>{shortform.linkTitle || shortform.url}</span>
            <span className={styles.linkDomain}>{shortform.linkDomain}</span>
          </a>
        </>
      );
    case 'MEDIA':
      return (
        <figure className={styles.figure}>
          {shortform.imageId ? (
            <img
              className={styles.picture}
              src={imageUrl(shortform.imageId, { width: PICTURE_WIDTH })}
              srcSet={imageSrcSet(shortform.imageId, PICTURE_WIDTHS)}
              sizes="(min-width: 740px) 700px, 100vw"
              alt={TEXTS.imageAlt(shortform.text)}
              loading="lazy"
            />
          ) : null}
          {shortform.text ? (
            <figcaption className={styles.caption}>{shortform.text}</figcaption>
          ) : null}
        </figure>
      );
    case 'QUOTE':
      return (
        <figure className={styles.figure}>
          <blockquote className={styles.quote}>
            <p>{shortform.text}</p>
          </blockquote>
          <figcaption className={styles.attribution}>— {shortform.attribution}</figcaption>
        </figure>
      );
    case 'NOTE':
      return <p className={styles.text}>{shortform.text}</p>;
  }
}
