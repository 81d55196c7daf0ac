import type { ReactNode } from 'react';
import { Fragment, useState } from 'react';
import { StoryImage } from './story-image';
import { markupTree, nestRuns, safeHref } from '@shared/content/markup-segments';
import type { MarkupNode, MarkupRange } from '@shared/content/markup-segments';
import { defaultHeadingLevel, headingLevels } from '@shared/content/story-outline';
import { splitDecoratedPieces } from '../highlights/highlight-runs';
import type { DecoratedPiece, TextDecoration } from '../highlights/highlight-runs';
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

/**
 * What the story page draws over and around paragraphs: highlight ranges inside
 * the text, and labels or note threads before and after a paragraph (outside
 * the element holding its text, so selection offsets stay those of the text).
 */
export interface ParagraphDecorations {
  decorationsFor?: (paragraphName: string) => readonly TextDecoration[];
  /** Wraps a piece covered by decorations; a plain <mark> when absent. */
  renderMark?: (node: ReactNode, piece: DecoratedPiece, key: string) => ReactNode;
  renderBefore?: (paragraphName: string) => ReactNode;
  renderAfter?: (paragraphName: string) => ReactNode;
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
        <Fragment key={key}>{node}</Fragment>
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
      return <Fragment key={key}>{node}</Fragment>;
  }
}

/** One element per markup range (markup-segments.ts), so the page grows linearly with the text. */
function renderNodes(nodes: readonly MarkupNode[], key: string): ReactNode[] {
  return nodes.map((node, index) =>
    node.kind === 'text'
      ? node.text
      : wrap(renderNodes(node.children, `${key}-${index}`), node.markup, `${key}-${index}`),
  );
}

function RichText({
  text,
  markups,
  decorations = [],
  renderMark,
}: {
  text: string;
  markups: MarkupRange[];
  decorations?: readonly TextDecoration[];
  renderMark?: ParagraphDecorations['renderMark'];
}) {
  if (decorations.length === 0) return <>{renderNodes(markupTree(text, markups), 'm')}</>;
  return (
    <>
      {splitDecoratedPieces(text, markups, decorations).map((piece, index) => {
        const key = String(index);
        const node = renderNodes(nestRuns(piece.runs), key);
        if (piece.decorations.length === 0) return <Fragment key={key}>{node}</Fragment>;
        return renderMark ? (
          renderMark(node, piece, key)
        ) : (
          <mark key={key} className={styles.mark}>
            {node}
          </mark>
        );
      })}
    </>
  );
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

const HEADING_CLASS: Record<string, string | undefined> = {
  H1: styles.h1,
  COVER_TITLE: styles.h1,
  H2: styles.h2,
  H3: styles.h3,
  H4: styles.h4,
};

/** The page's h1 is the story title: big headings are h2, small ones h3 below one. */
const STORY_TOP_HEADING_LEVEL = 2;

export function ParagraphView({
  paragraph,
  isFirstImage = false,
  decorations,
  headingLevel = defaultHeadingLevel(paragraph.type, STORY_TOP_HEADING_LEVEL),
}: {
  paragraph: ParagraphData;
  isFirstImage?: boolean;
  decorations?: ParagraphDecorations;
  /** For headings: the level in the page's outline (ParagraphList keeps it gapless). */
  headingLevel?: number | null;
}) {
  const content = (
    <RichText
      text={paragraph.text}
      markups={
        // A link card is a link itself. A link inside a link is invalid HTML that the
        // browser's parser splits apart, so the page would no longer match what React drew.
        paragraph.type === 'MIXTAPE_EMBED'
          ? paragraph.markups.filter((markup) => markup.type !== 'A')
          : paragraph.markups
      }
      decorations={decorations?.decorationsFor?.(paragraph.name)}
      renderMark={decorations?.renderMark}
    />
  );
  const id = paragraph.name;
  // The element whose text is exactly the paragraph's text: selections anchor to it.
  const anchor = { 'data-paragraph-name': paragraph.name };
  if (headingLevel !== null) {
    const Heading = `h${headingLevel}` as 'h2';
    return (
      <Heading id={id} className={HEADING_CLASS[paragraph.type]} {...anchor}>
        {content}
      </Heading>
    );
  }
  switch (paragraph.type) {
    case 'BQ':
      return (
        <blockquote id={id} className={styles.bq} {...anchor}>
          {content}
        </blockquote>
      );
    case 'PQ':
      return (
        <blockquote id={id} className={styles.pq} {...anchor}>
          {content}
        </blockquote>
      );
    case 'PRE':
      return (
        <pre id={id} className={styles.pre} {...anchor}>
          {content}
        </pre>
      );
    case 'HR':
      return <hr id={id} className={styles.hr} />;
    case 'SECTION_CAPTION':
      return (
        <p id={id} className={styles.sectionCaption} {...anchor}>
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
          {paragraph.text ? (
            <figcaption className={styles.caption} {...anchor}>
              {content}
            </figcaption>
          ) : null}
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
        <p id={id} className={styles.p} {...anchor}>
          {content}
        </p>
      );
  }
}

/** Groups consecutive list items into <ol>/<ul> so lists are real lists. */
export function ParagraphList({
  paragraphs,
  decorations,
  topHeadingLevel = STORY_TOP_HEADING_LEVEL,
}: {
  paragraphs: ParagraphData[];
  decorations?: ParagraphDecorations;
  /** The level of the story's big headings: one below the heading the list sits under. */
  topHeadingLevel?: number;
}) {
  const blocks: ReactNode[] = [];
  const levels = headingLevels(paragraphs, topHeadingLevel);
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
              {decorations?.renderBefore?.(item.name)}
              <span data-paragraph-name={item.name}>
                <RichText
                  text={item.text}
                  markups={item.markups}
                  decorations={decorations?.decorationsFor?.(item.name)}
                  renderMark={decorations?.renderMark}
                />
              </span>
              {decorations?.renderAfter?.(item.name)}
            </li>
          ))}
        </List>,
      );
      continue;
    }
    const isFirstImage = paragraph.type === 'IMG' && !hasImage;
    if (paragraph.type === 'IMG') hasImage = true;
    blocks.push(
      <Fragment key={paragraph.name}>
        {decorations?.renderBefore?.(paragraph.name)}
        <ParagraphView
          paragraph={paragraph}
          isFirstImage={isFirstImage}
          decorations={decorations}
          headingLevel={levels[index] ?? null}
        />
        {decorations?.renderAfter?.(paragraph.name)}
      </Fragment>,
    );
    index += 1;
  }
  return <>{blocks}</>;
}
