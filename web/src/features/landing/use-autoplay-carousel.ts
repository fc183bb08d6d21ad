import { useCallback, useEffect, useState } from 'react';
import { slideDuration, wrapIndex } from './carousel-timing.ts';

interface AutoplayCarousel {
  index: number;
  goTo: (i: number) => void;
  next: () => void;
  previous: () => void;
}

/**
 * Current slide of an autoplaying carousel. Each slide gets its full duration from the moment it becomes current;
 * pausing cancels the pending move and resuming (or choosing a slide) starts that slide's duration afresh.
 */
export function useAutoplayCarousel(count: number, paused: boolean): AutoplayCarousel {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setIndex((i) => wrapIndex(i + 1, count)), slideDuration(index));
    return () => clearTimeout(timer);
  }, [index, paused, count]);

  const goTo = useCallback((i: number) => setIndex(wrapIndex(i, count)), [count]);
  const next = useCallback(() => setIndex((i) => wrapIndex(i + 1, count)), [count]);
  const previous = useCallback(() => setIndex((i) => wrapIndex(i - 1, count)), [count]);

  return { index, goTo, next, previous };
}
