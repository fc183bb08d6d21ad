import { useEffect, useState } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import { queuedAnswers, storedPackages, type StoredPackage } from '../../../lib/offline/offline-db.ts';
import { useSyncStatus } from '../../../lib/offline/sync-status.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useSession } from '../../../lib/use-session.ts';

interface Kept {
  stored: StoredPackage;
  pending: number;
}

/**
 * Offline, the audits list cannot be loaded; the audits kept on this device still can be answered (issue 27): they
 * are listed here with the answers waiting for each, linking to their question screens.
 */
export function OfflineAudits() {
  const user = useSession().user?.externalId ?? null;
  const { online, version } = useSyncStatus();
  const [kept, setKept] = useState<Kept[] | null>(null);
  useEffect(() => {
    if (!user || online) return;
    let live = true;
    void Promise.all([storedPackages(user), queuedAnswers(user)])
      .then(([stored, queue]) => {
        if (live) setKept(stored.map((s) => ({ stored: s, pending: queue.filter((a) => a.surveyExtId === s.surveyExtId).length })));
      })
      .catch(() => live && setKept([]));
    return () => {
      live = false;
    };
  }, [user, online, version]);
  if (online || !kept) return null;
  return (
    <Paper withBorder p="md" mb="md" data-testid="offline-audits">
      <Stack gap="xs">
        <Title order={2} size="h5">
          On this device
        </Title>
        <Text size="sm" c="dimmed">
          {offlineMessages.offlineBanner}
        </Text>
        {kept.length === 0 ? (
          <Text size="sm">No audit is kept on this device yet: open an audit while online to take it offline.</Text>
        ) : (
          kept.map(({ stored, pending }) => (
            <Group key={stored.key} justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`/audit/view-audit/${stored.surveyExtId}`} fw={600}>
                  {stored.pkg.survey.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {stored.pkg.survey.farmName} · kept {formatDateTime(stored.pkg.fetchedAt)}
                </Text>
              </div>
              {pending ? <Badge color="yellow">{pending} pending</Badge> : null}
            </Group>
          ))
        )}
      </Stack>
    </Paper>
  );
}
