import type { RefObject } from 'react';
import { ResponseThread } from './response-thread';
import { ResponsesDrawer } from './responses-drawer';
import { RESPONSE_TEXTS } from './texts';

export interface ResponsesPanelProps {
  post: { id: string; responseCount: number; creator: { id: string } };
  isOpen: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The responses drawer: a composer for the story, then its threads of responses. */
export function ResponsesPanel({ post, isOpen, onClose, returnFocusTo }: ResponsesPanelProps) {
  return (
    <ResponsesDrawer
      isOpen={isOpen}
      onClose={onClose}
      title={RESPONSE_TEXTS.panelTitle(post.responseCount)}
      returnFocusTo={returnFocusTo}
    >
      <ResponseThread
        parentPostId={post.id}
        parentAuthorId={post.creator.id}
        depth={0}
        composer={{ label: RESPONSE_TEXTS.composerLabel, autoFocus: false }}
      />
    </ResponsesDrawer>
  );
}
