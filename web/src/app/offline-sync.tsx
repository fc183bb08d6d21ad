import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { startSync } from '../lib/offline/sync-engine.ts';

/** While signed in, answers queued on the device are sent whenever the link is up (issue 27 item 2). */
export function OfflineSync() {
  const client = useQueryClient();
  useEffect(() => startSync(client), [client]);
  return null;
}
