import { lazy, Suspense, useSyncExternalStore } from 'react';
import { serviceWorkerUpdate } from '../lib/service-worker.ts';

const UpdatePromptCard = lazy(() => import('./update-prompt-card.tsx').then((m) => ({ default: m.UpdatePromptCard })));
const never = () => false;

/**
 * "A new version of Aquarisk is available." with a Reload button, once a new service worker waits (issue 27 item 1).
 * Only the click reloads: an audit open on screen is never interrupted by an update. The card's chunk is precached by
 * the running version, so it also shows offline.
 */
export function UpdatePrompt() {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the store's methods never use this
  const waiting = useSyncExternalStore(serviceWorkerUpdate.subscribe, serviceWorkerUpdate.isWaiting, never);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePromptCard />
    </Suspense>
  );
}
