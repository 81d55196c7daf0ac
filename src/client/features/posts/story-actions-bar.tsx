import { ClapButton } from '../claps/clap-button';
import { BookmarkButton } from '../reading-list/bookmark-button';
import { ResponsesSection } from '../responses/responses-section';
import { StoryMoreMenuGate } from '../social/story-more-menu-gate';
import styles from './story-actions-bar.module.css';

export interface StoryActionsBarProps {
  post: {
    id: string;
    clapCount: number;
    viewerClapCount: number;
    responseCount: number;
    readingListState: string;
    creator: { id: string };
  };
  /** The bar appears above and below the story; only one of them hosts the responses panel. */
  placement: 'top' | 'bottom';
}

/** Claps, responses and bookmark: what a reader can do with the whole story. */
export function StoryActionsBar({ post, placement }: StoryActionsBarProps) {
  return (
    <div className={styles.bar} data-placement={placement}>
      <div className={styles.group}>
        <ClapButton post={post} />
        {placement === 'top' ? <ResponsesSection post={post} /> : null}
      </div>
      <div className={styles.group}>
        <BookmarkButton post={post} />
        {placement === 'top' ? <StoryMoreMenuGate post={post} /> : null}
      </div>
    </div>
  );
}
