import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { errorPopupStore } from '../lib/error-popup-store.ts';

// The popup (a Mantine modal) loads the first time an error needs it, not with every page (issue 14's budget).
const ErrorPopup = lazy(() => import('./error-popup.tsx').then((m) => ({ default: m.ErrorPopup })));

/** Mounts the error popup once there is something to show, and keeps it mounted for its closing transition. */
export function ErrorPopupHost() {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the store's methods never use this
  const current = useSyncExternalStore(errorPopupStore.subscribe, errorPopupStore.current, errorPopupStore.current);
  const [needed, setNeeded] = useState(false);
  if (current && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ErrorPopup />
    </Suspense>
  ) : null;
}
