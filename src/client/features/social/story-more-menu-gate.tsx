import { Suspense, lazy, useEffect, useState } from 'react';
import type { StoryMoreMenuProps } from './story-more-menu';
import { useSocialContext } from './use-social-context';

const StoryMoreMenu = lazy(() =>
  import('./story-more-menu').then((module) => ({ default: module.StoryMoreMenu })),
);

/**
 * The reader's "more" menu appears once the page is interactive, and only for a
 * signed-in reader who is not the author: visitors, who never get it, never
 * download its block, report and mute code either.
 */
export function StoryMoreMenuGate({ post }: StoryMoreMenuProps) {
  const { viewerId } = useSocialContext();
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  if (!isHydrated || !viewerId || viewerId === post.creator.id) return null;
  return (
    <Suspense fallback={null}>
      <StoryMoreMenu post={post} />
    </Suspense>
  );
}
