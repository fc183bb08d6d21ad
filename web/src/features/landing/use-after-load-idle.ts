import { useEffect, useState } from 'react';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** The visitor asked to save data, or is on a connection too slow for a decorative video. */
export function prefersLightMedia(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  return Boolean(connection?.saveData) || ['slow-2g', '2g', '3g'].includes(connection?.effectiveType ?? '');
}

/**
 * True once the page has loaded and the browser has had an idle moment (or `maxWaitMs` passed), so decorative work
 * (the hero's moving clip) never competes with the first paint and the first interactions.
 */
export function useAfterLoadIdle(enabled: boolean, maxWaitMs = 3000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let idleHandle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function')
        idleHandle = window.requestIdleCallback(() => setReady(true), { timeout: maxWaitMs });
      else timer = setTimeout(() => setReady(true), 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [enabled, maxWaitMs]);
  return ready;
}
