import { Badge, Box, Loader, Tooltip } from '@mantine/core';
import { offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import { countOf } from '@aquarisk/contract/plural';
import { type SyncStatus, useSyncStatus } from '../../lib/offline/sync-status.ts';

interface BadgeShown {
  label: string;
  /** the label on a phone, where the header has little room */
  short: string;
  color: string;
  hint: string;
}

/** The badge's words and colour for a state of the link and the queue; null: nothing to say. */
export function syncBadgeOf(s: SyncStatus): BadgeShown | null {
  if (!s.online) {
    const label = s.pending ? `${offlineMessages.offline} · ${countOf(s.pending, 'answer')} pending` : offlineMessages.offline;
    const short = s.pending ? `${offlineMessages.offline} · ${s.pending}` : offlineMessages.offline;
    return { label, short, color: 'gray', hint: offlineMessages.offlineBanner };
  }
  const shown = (label: string, color: string, hint: string) => ({ label, short: label, color, hint });
  if (s.syncing) return shown(offlineMessages.syncing, 'ocean', 'Sending the answers given offline.');
  if (s.pending) return shown(`${s.pending} pending`, 'yellow', 'Answers waiting to be sent: tried again shortly.');
  if (s.refused) return shown(`${s.refused} not saved`, 'red', 'Answers the server refused: open the audit to see why and export them.');
  if (s.synced) return shown(offlineMessages.synced, 'teal', 'Every answer given offline is saved.');
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
            {shown.short === shown.label ? (
              shown.label
            ) : (
              <>
                <Box component="span" visibleFrom="sm">
                  {shown.label}
                </Box>
                <Box component="span" hiddenFrom="sm">
                  {shown.short}
                </Box>
              </>
            )}
          </Badge>
        </Tooltip>
      ) : null}
    </div>
  );
}
