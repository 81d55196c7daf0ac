import type { ReactNode } from 'react';
import { useState } from 'react';
import { StoryImage } from './story-image';
import { safeHref, splitIntoRuns } from '../../../shared/content/markup-segments';
import type { MarkupRange, TextRun } from '../../../shared/content/markup-segments';
import styles from './paragraph-view.module.css';

export interface ParagraphData {
  name: string;
  type: string;
  text: string;
  markups: MarkupRange[];
  layout?: string | null;
  metadata?: {
    id: string;
    originalWidth: number;
    originalHeight: number;
    alt?: string | null;
  } | null;
  iframe?: { src: string; width: number; height: number } | null;
  mixtapeMetadata?: { href: string; thumbnailImageId?: string | null } | null;
}

function wrap(node: ReactNode, markup: MarkupRange, key: string): ReactNode {
  switch (markup.type) {
    case 'A': {
      const href = safeHref(markup.href);
      return href ? (
        <a key={key} href={href} rel="nofollow noopener noreferrer">
          {node}
        </a>
      ) : (
        node
      );
    }
    case 'STRONG':
      return <strong key={key}>{node}</strong>;
    case 'EM':
      return <em key={key}>{node}</em>;
    case 'CODE':
      return <code key={key}>{node}</code>;
    case 'HIGHLIGHT':
    case 'QUOTE':
      return (
        <mark key={key} className={styles.mark}>
          {node}
        </mark>
      );
    default:
      return node;
  }
}

function renderRun(run: TextRun, index: number): ReactNode {
  let node: ReactNode = run.text;
  for (let depth = run.markups.length - 1; depth >= 0; depth -= 1) {
    const markup = run.markups[depth];
    if (markup) node = wrap(node, markup, `${index}-${depth}`);
  }
  return <span key={index}>{node}</span>;
}

export function RichText({ text, markups }: { text: string; markups: MarkupRange[] }) {
  return <>{splitIntoRuns(text, markups).map(renderRun)}</>;
}

/** Third-party embeds load only when the reader asks, so reading a story calls no one else. */
function Embed({
  iframe,
  caption,
}: {
  iframe: NonNullable<ParagraphData['iframe']>;
  caption: string;
}) {
  const [isLoaded, setIsLoaded] = useState(false);
  const href = safeHref(iframe.src);
  if (!href) return null;
  const host = new URL(href).host;
  return (
    <figure className={styles.embed}>
      {isLoaded ? (
        <iframe
          src={href}
          title={caption || `Embedded content from ${host}`}
          width={iframe.width}
          height={iframe.height}
          sandbox="allow-scripts allow-same-origin allow-popups"
          loading="lazy"
          className={styles.iframe}
        />
      ) : (
        <button type="button" className={styles.embedButton} onClick={() => setIsLoaded(true)}>
          Load embedded content from {host}
        </button>
      )}
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}

export function ParagraphView({
  paragraph,
  isFirstImage = false,
}: {
  paragraph: ParagraphData;
  isFirstImage?: boolean;
}) {
  const content = <RichText text={paragraph.text} markups={paragraph.markups} />;
  const id = paragraph.name;
  switch (paragraph.type) {
    case 'H1':
    case 'COVER_TITLE':
      return (
        <h2 id={id} className={styles.h1}>
          {content}
        </h2>
      );
    case 'H2':
      return (
        <h2 id={id} className={styles.h2}>
          {content}
        </h2>
      );
    case 'H3':
      return (
        <h3 id={id} className={styles.h3}>
          {content}
        </h3>
      );
    case 'H4':
      return (
        <h4 id={id} className={styles.h4}>
          {content}
        </h4>
      );
    case 'BQ':
      return (
        <blockquote id={id} className={styles.bq}>
          {content}
        </blockquote>
      );
    case 'PQ':
      return (
        <blockquote id={id} className={styles.pq}>
          {content}
        </blockquote>
      );
    case 'PRE':
      return (
        <pre id={id} className={styles.pre}>
          {content}
        </pre>
      );
    case 'HR':
      return <hr id={id} className={styles.hr} />;
    case 'SECTION_CAPTION':
      return (
        <p id={id} className={styles.sectionCaption}>
          {content}
        </p>
      );
    case 'IMG':
      return paragraph.metadata ? (
        <figure id={id} className={styles.figure} data-layout={paragraph.layout ?? 'INSET_CENTER'}>
          <StoryImage
            id={paragraph.metadata.id}
            width={paragraph.metadata.originalWidth}
            height={paragraph.metadata.originalHeight}
            alt={paragraph.metadata.alt ?? paragraph.text}
            layout={paragraph.layout}
            isAboveTheFold={isFirstImage}
          />
          {paragraph.text ? <figcaption className={styles.caption}>{content}</figcaption> : null}
        </figure>
      ) : null;
    case 'IFRAME':
      return paragraph.iframe ? <Embed iframe={paragraph.iframe} caption={paragraph.text} /> : null;
    case 'MIXTAPE_EMBED': {
      const href = safeHref(paragraph.mixtapeMetadata?.href);
      return href ? (
        <a id={id} href={href} className={styles.mixtape} rel="nofollow noopener noreferrer">
          <span className={styles.mixtapeText}>{content}</span>
          <span className={styles.mixtapeHost}>{new URL(href, 'https://local.invalid').host}</span>
        </a>
      ) : null;
    }
    default:
      return (
        <p id={id} className={styles.p}>
          {content}
        </p>
      );
  }
}

/** Groups consecutive list items into <ol>/<ul> so lists are real lists. */
export function ParagraphList({ paragraphs }: { paragraphs: ParagraphData[] }) {
  const blocks: ReactNode[] = [];
  let index = 0;
  let hasImage = false;
  while (index < paragraphs.length) {
    const paragraph = paragraphs[index];
    if (!paragraph) break;
    if (paragraph.type === 'OLI' || paragraph.type === 'ULI') {
      const items: ParagraphData[] = [];
      while (paragraphs[index]?.type === paragraph.type) {
        items.push(paragraphs[index] as ParagraphData);
        index += 1;
      }
      const List = paragraph.type === 'OLI' ? 'ol' : 'ul';
      blocks.push(
        <List key={paragraph.name} className={styles.list}>
          {items.map((item) => (
            <li key={item.name} id={item.name}>
              <RichText text={item.text} markups={item.markups} />
            </li>
          ))}
        </List>,
      );
      continue;
    }
    const isFirstImage = paragraph.type === 'IMG' && !hasImage;
    if (paragraph.type === 'IMG') hasImage = true;
    blocks.push(
      <ParagraphView key={paragraph.name} paragraph={paragraph} isFirstImage={isFirstImage} />,
    );
    index += 1;
  }
  return <>{blocks}</>;
}
