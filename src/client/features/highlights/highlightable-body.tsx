import { useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useViewer } from '@client/app/use-viewer';
import type { HighlightFieldsFragment } from '@client/graphql/generated/graphql';
import { PassageNotes } from '../notes/passage-notes';
import { ParagraphList } from '../posts/paragraph-view';
import type { ParagraphData, ParagraphDecorations } from '../posts/paragraph-view';
import { decorationsByParagraph } from './highlight-decorations';
import type { DecoratedPiece, TextDecoration } from './highlight-runs';
import { menuPosition, readSelection } from './read-selection';
import type { PassageAnchor } from './selection-anchor';
import { SelectionMenu } from './selection-menu';
import type { MenuAction } from './selection-menu';
import { HIGHLIGHT_TEXTS } from './texts';
import { useHighlightActions } from './use-highlight-actions';
import styles from './highlights.module.css';

export interface HighlightableBodyProps {
  post: HighlightFieldsFragment & {
    creator: { id: string };
    mediumUrl?: string | null;
    isPublished?: boolean;
    collection?: { viewerIsEditor?: boolean | null } | null;
  };
  paragraphs: ParagraphData[];
}

type MenuState =
  | { kind: 'selection'; anchor: PassageAnchor; position: { top: number; left: number } }
  | {
      kind: 'highlight';
      quoteId: string;
      anchor: PassageAnchor;
      position: { top: number; left: number };
      mark: HTMLElement;
      isKeyboard: boolean;
    };

const KIND_CLASS: Record<TextDecoration['kind'], string | undefined> = {
  viewer: styles.own,
  top: styles.top,
  note: styles.noted,
};

/** The story body with the reader's highlights, the top highlight, private notes and the selection menu. */
export function HighlightableBody({ post, paragraphs }: HighlightableBodyProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const viewerId = useViewer()?.id ?? null;
  const [menu, setMenu] = useState<MenuState | null>(null);
  const [composing, setComposing] = useState<PassageAnchor | null>(null);
  // Focus returning to a highlight after Escape must not open its menu again.
  const isRefocusing = useRef(false);
  const isOpen = post.isPublished !== false;
  const texts = useMemo(() => new Map(paragraphs.map((p) => [p.name, p.text])), [paragraphs]);
  const decorations = useMemo(() => decorationsByParagraph(post), [post]);
  const actions = useHighlightActions({
    postId: post.id,
    storyUrl: post.mediumUrl ?? `/p/${post.id}`,
    isLoggedIn: viewerId !== null,
    onComposeNote: setComposing,
  });

  function closeMenu({ hadFocus }: { hadFocus: boolean }) {
    setMenu(null);
    if (hadFocus && menu?.kind === 'highlight' && menu.mark.isConnected) {
      isRefocusing.current = true;
      menu.mark.focus();
      isRefocusing.current = false;
    }
  }

  function handleSelectionEnd() {
    const body = bodyRef.current;
    if (!isOpen || !body) return;
    const selected = readSelection(body, texts);
    if (selected) setMenu({ kind: 'selection', ...selected });
    else setMenu((current) => (current?.kind === 'selection' ? null : current));
  }

  function openHighlightMenu(quoteId: string, mark: HTMLElement, isKeyboard: boolean) {
    const body = bodyRef.current;
    const quote = post.viewerHighlights.find((item) => item.id === quoteId);
    if (!body || !quote || isRefocusing.current) return;
    const { paragraphName, startOffset, endOffset } = quote;
    setMenu({
      kind: 'highlight',
      quoteId,
      anchor: { paragraphName, startOffset, endOffset },
      position: menuPosition(mark.getBoundingClientRect(), body),
      mark,
      isKeyboard,
    });
  }

  function renderMark(node: ReactNode, piece: DecoratedPiece, key: string): ReactNode {
    const kinds = [...new Set(piece.decorations.map((decoration) => decoration.kind))];
    const className = [styles.mark, ...kinds.map((kind) => KIND_CLASS[kind])].join(' ');
    const own = piece.decorations.find((decoration) => decoration.kind === 'viewer');
    if (!own) {
      return (
        <mark key={key} className={className} data-highlight={kinds.join(' ')}>
          {node}
        </mark>
      );
    }
    const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      openHighlightMenu(own.id, event.currentTarget, true);
    };
    return (
      <mark
        key={key}
        className={className}
        data-highlight={kinds.join(' ')}
        data-quote-id={own.id}
        // One Tab stop per highlight, on its first piece.
        tabIndex={own.start === piece.start ? 0 : -1}
        aria-describedby={hintId}
        onClick={(event) => openHighlightMenu(own.id, event.currentTarget, false)}
        onFocus={(event) => openHighlightMenu(own.id, event.currentTarget, false)}
        onKeyDown={handleKeyDown}
      >
        {node}
      </mark>
    );
  }

  const isStorySide =
    viewerId !== null && (viewerId === post.creator.id || !!post.collection?.viewerIsEditor);
  const paragraphDecorations: ParagraphDecorations = {
    decorationsFor: (name) => decorations.get(name) ?? [],
    renderMark,
    renderBefore: (name) =>
      post.topHighlight?.paragraphName === name ? (
        <p className={styles.topLabel}>{HIGHLIGHT_TEXTS.topHighlight}</p>
      ) : null,
    renderAfter: (name) => (
      <PassageNotes
        postId={post.id}
        notes={post.privateNotes.filter((note) => note.paragraphName === name)}
        composing={composing?.paragraphName === name ? composing : null}
        paragraphText={texts.get(name) ?? ''}
        viewerId={viewerId}
        isStorySide={isStorySide}
        onComposerClose={() => setComposing(null)}
      />
    ),
  };

  const run = (action: () => unknown) => () => {
    setMenu(null);
    void action();
  };
  let menuActions: MenuAction[] = [];
  if (menu) {
    const { anchor } = menu;
    const existingQuoteId = menu.kind === 'highlight' ? menu.quoteId : undefined;
    menuActions = [
      existingQuoteId
        ? {
            label: HIGHLIGHT_TEXTS.removeHighlight,
            onSelect: run(() => actions.removeHighlight(existingQuoteId)),
          }
        : { label: HIGHLIGHT_TEXTS.highlight, onSelect: run(() => actions.highlight(anchor)) },
      {
        label: HIGHLIGHT_TEXTS.respond,
        onSelect: run(() => actions.respond(anchor, existingQuoteId)),
      },
      { label: HIGHLIGHT_TEXTS.privateNote, onSelect: run(() => actions.privateNote(anchor)) },
      { label: HIGHLIGHT_TEXTS.share, onSelect: run(() => actions.share()) },
    ];
  }

  if (!isOpen) return <ParagraphList paragraphs={paragraphs} />;
  return (
    <div ref={bodyRef} className={styles.body}>
      <div onMouseUp={handleSelectionEnd} onKeyUp={handleSelectionEnd}>
        <ParagraphList paragraphs={paragraphs} decorations={paragraphDecorations} />
      </div>
      {menu ? (
        <SelectionMenu
          key={menu.kind === 'highlight' ? menu.quoteId : 'selection'}
          label={
            menu.kind === 'highlight'
              ? HIGHLIGHT_TEXTS.highlightMenu
              : HIGHLIGHT_TEXTS.selectionMenu
          }
          actions={menuActions}
          position={menu.position}
          autoFocus={menu.kind === 'highlight' && menu.isKeyboard}
          onClose={closeMenu}
        />
      ) : null}
      <span id={hintId} hidden>
        {HIGHLIGHT_TEXTS.yourHighlightHint}
      </span>
    </div>
  );
}
