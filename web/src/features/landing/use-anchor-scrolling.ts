import { useEffect } from 'react';
import { useReducedMotion } from '@mantine/hooks';

/**
 * In-page links (#contact and the header's section links) glide unless the user asked for reduced motion.
 * The page is a lazy chunk, so a deep link such as /#contact arrives before its target exists: scroll once mounted.
 */
export function useAnchorScrolling() {
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);

  useEffect(() => {
    if (reducedMotion) return;
    const root = document.documentElement;
    const previous = root.style.scrollBehavior;
    root.style.scrollBehavior = 'smooth';
    return () => {
      root.style.scrollBehavior = previous;
    };
  }, [reducedMotion]);
}
