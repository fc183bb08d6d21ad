import { Badge, Loader, Tooltip } from '@mantine/core';
import { offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import { countOf } from '@aquarisk/contract/plural';
import { type SyncStatus, useSyncStatus } from '../../lib/offline/sync-status.ts';

/** The badge's words and colour for a state of the link and the queue; null: nothing to say. */
export function syncBadgeOf(s: SyncStatus): { label: string; color: string; hint: string } | null {
  const pending = s.pending ? ` · ${countOf(s.pending, 'answer')} pending` : '';
  if (!s.online) return { label: `${offlineMessages.offline}${pending}`, color: 'gray', hint: offlineMessages.offlineBanner };
  if (s.syncing) return { label: offlineMessages.syncing, color: 'ocean', hint: 'Sending the answers given offline.' };
  if (s.pending) return { label: `${s.pending} pending`, color: 'yellow', hint: 'Answers waiting to be sent: tried again shortly.' };
  if (s.refused)
    return {
      label: `${s.refused} not saved`,
      color: 'red',
      hint: 'Answers the server refused: open the audit to see why and export them.',
    };
  if (s.synced) return { label: offlineMessages.synced, color: 'teal', hint: 'Every answer given offline is saved.' };
  return null;
}

/** Offline / syncing / N pending / synced in the header (issue 27 item 2), announced to screen readers as it changes. */
export function SyncBadge() {
  const status = useSyncStatus();
  const shown = syncBadgeOf(status);
  return (
    <div role="status" aria-live="polite" data-testid="sync-badge" data-state={shown ? shown.label : 'none'}>
      {shown ? (
        <Tooltip label={shown.hint} multiline w={260}>
          <Badge color={shown.color} variant="filled" size="md" leftSection={status.syncing ? <Loader size={10} color="white" /> : null}>
            {shown.label}
          </Badge>
        </Tooltip>
      ) : null}
    </div>
  );
}
