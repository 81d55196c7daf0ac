import { useEffect, useState } from 'react';
import { SCROLL_THROTTLE_MS, nextNavVisibility } from './nav-visibility';

/**
 * Tracks whether the bar should show as the page scrolls. Scroll events are
 * throttled to one check per 100 ms, with a trailing check so the final
 * position is never missed.
 */
export function useNavVisibility(): boolean {
  const [isVisible, setIsVisible] = useState(true);

  useEffect(() => {
    let lastY = window.scrollY;
    let lastRun = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    function update() {
      timer = undefined;
      lastRun = Date.now();
      const previousY = lastY;
      const y = window.scrollY;
      lastY = y;
      setIsVisible((wasVisible) => nextNavVisibility(previousY, y, wasVisible));
    }

    function handleScroll() {
      if (timer !== undefined) return;
      const wait = Math.max(0, SCROLL_THROTTLE_MS - (Date.now() - lastRun));
      timer = setTimeout(update, wait);
    }

    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', handleScroll);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);

  return isVisible;
}
