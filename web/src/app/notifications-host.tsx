import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

// The alerts' container (and its transitions) loads with the first alert, not with every page: the landing page's
// JavaScript budget (docs/performance.md) has no room for it. An alert raised before it loads shows once it has.
const Notifications = lazy(() => import('./notifications-container.tsx').then((m) => ({ default: m.Notifications })));

export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  // Once there, it stays: the last alert's exit transition plays, and the next alert needs no load.
  const [needed, setNeeded] = useState(false);
  if (!needed && (notifications.length > 0 || queue.length > 0)) setNeeded(true);
  if (!needed && notifications.length === 0 && queue.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" zIndex={1000} />
    </Suspense>
  );
}
