import { useEffect } from 'react';
import type { RefObject } from 'react';
import { track } from '@client/reporting/install-reporting';
import { browserMeteringCounters } from '../metering/browser-metering';
import { browserSeenItems } from '../seen-items/browser-seen-items';
import {
  PRESENTED_RATIO,
  SCROLL_THROTTLE_MS,
  hasReachedStoryEnd,
  throttle,
} from './read-detection';

function watchPresented(story: HTMLElement, onPresented: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      // A story taller than four screens never shows 25% of itself at once,
      // so a quarter of the viewport filled by the story counts too.
      const isPresented = entries.some(
        (entry) =>
          entry.intersectionRatio >= PRESENTED_RATIO ||
          entry.intersectionRect.height >= window.innerHeight * PRESENTED_RATIO,
      );
      if (!isPresented) return;
      observer.disconnect();
      onPresented();
    },
    { threshold: [0, 0.1, PRESENTED_RATIO, 0.5, 1] },
  );
  observer.observe(story);
  return () => observer.disconnect();
}

function watchRead(story: HTMLElement, onRead: () => void): () => void {
  const check = () => {
    if (!hasReachedStoryEnd(story.getBoundingClientRect().bottom, window.innerHeight)) return;
    stop();
    onRead();
  };
  const throttled = throttle(check, SCROLL_THROTTLE_MS);
  const stop = () => {
    throttled.cancel();
    window.removeEventListener('scroll', throttled.call);
    window.removeEventListener('resize', throttled.call);
  };
  window.addEventListener('scroll', throttled.call, { passive: true });
  window.addEventListener('resize', throttled.call, { passive: true });
  check();
  return stop;
}

/**
 * Story events (routes §4.3): post.clientViewed on view, post.clientPresented
 * when a quarter of the story shows, post.clientRead when the viewport bottom
 * comes within 100 px of the story's end. Each fires once per story. Views
 * and reads also go to the local seen-items store and the metering counters.
 */
export function useReadDetection(
  storyRef: RefObject<HTMLElement | null>,
  postId: string,
  options: { isMemberOnly?: boolean } = {},
) {
  const isMemberOnly = options.isMemberOnly ?? false;
  useEffect(() => {
    const story = storyRef.current;
    if (!story) return;
    track('post.clientViewed', { postId });
    browserSeenItems().markSeen('postView', postId);
    browserMeteringCounters().recordView({ postId, isMemberOnly });
    const stopPresented = watchPresented(story, () => track('post.clientPresented', { postId }));
    const stopRead = watchRead(story, () => {
      track('post.clientRead', { postId });
      browserSeenItems().markSeen('postRead', postId);
    });
    return () => {
      stopPresented();
      stopRead();
    };
  }, [storyRef, postId, isMemberOnly]);
}
