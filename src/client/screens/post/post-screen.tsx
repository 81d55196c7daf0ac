import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { extractPostId } from '../../../shared/routing/links';
import { Link } from '../../app/link';
import { formatDate, formatReadingTime } from '../../features/posts/image-url';
import { ParagraphList } from '../../features/posts/paragraph-view';
import type { PostScreenQuery, PostScreenQueryVariables } from '../../graphql/generated/operations';
import type { ScreenDefinition, ScreenProps } from '../screen';
import styles from './post-screen.module.css';

export const POST_QUERY: TypedDocumentNode<PostScreenQuery, PostScreenQueryVariables> = gql`
  query PostScreen($id: ID!) {
    postResult(id: $id) {
      __typename
      ... on Post {
        id
        title
        subtitle
        mediumUrl
        readingTime
        latestPublishedAt
        isPublished
        creator {
          id
          name
          username
        }
        collection {
          id
          name
          slug
        }
        tags {
          id
          displayTitle
        }
        content {
          paragraphs {
            name
            type
            text
            layout
            markups {
              type
              start
              end
              href
            }
            metadata {
              id
              originalWidth
              originalHeight
              alt
            }
            iframe {
              src
              width
              height
            }
            mixtapeMetadata {
              href
              thumbnailImageId
            }
          }
        }
      }
    }
  }
`;

type PostData = PostScreenQuery;

function variablesFor({ params }: ScreenProps) {
  return { id: extractPostId(params) ?? '' };
}

function PostScreen(props: ScreenProps) {
  const { data } = useQuery(POST_QUERY, { variables: variablesFor(props) });
  const post = data?.postResult.__typename === 'Post' ? data.postResult : null;
  if (!post) return null;
  // A leading title paragraph duplicates the header; the header shows it once.
  const [first, ...rest] = post.content.paragraphs;
  const body =
    first && (first.type === 'H3' || first.type === 'H1') && first.text === post.title
      ? rest
      : post.content.paragraphs;
  return (
    <main className={styles.main} id="main">
      <article>
        <header className={styles.header}>
          <h1 className={styles.title}>{post.title}</h1>
          {post.subtitle ? <p className={styles.subtitle}>{post.subtitle}</p> : null}
          <p className={styles.byline}>
            <Link to={`/@${post.creator.username}`} className={styles.author}>
              {post.creator.name}
            </Link>
            {post.collection ? (
              <>
                {' in '}
                <Link to={`/${post.collection.slug}`} className={styles.author}>
                  {post.collection.name}
                </Link>
              </>
            ) : null}
          </p>
          <p className={styles.meta}>
            <span>{formatReadingTime(post.readingTime)}</span>
            {post.latestPublishedAt ? (
              <>
                <span aria-hidden="true"> · </span>
                <time dateTime={post.latestPublishedAt}>{formatDate(post.latestPublishedAt)}</time>
              </>
            ) : null}
          </p>
        </header>
        <ParagraphList paragraphs={body} />
        {post.tags.length > 0 ? (
          <ul className={styles.tags} aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag.id}>
                <a className={styles.tag} href={`/tag/${tag.id}`}>
                  {tag.displayTitle}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </main>
  );
}

export const screen: ScreenDefinition<PostData> = {
  query: POST_QUERY,
  variables: variablesFor,
  isNotFound: (data) => data?.postResult.__typename !== 'Post',
  title: (data, productName) =>
    data?.postResult.__typename === 'Post'
      ? `${data.postResult.title} | ${productName}`
      : productName,
  description: (data) => (data?.postResult.__typename === 'Post' ? data.postResult.subtitle : ''),
  Component: PostScreen,
};
