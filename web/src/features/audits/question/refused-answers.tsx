import { useEffect, useState } from 'react';
import { Alert, Button, Group, List, Text } from '@mantine/core';
import { offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import { dismissRefused, refusedAnswers, type RefusedAnswer } from '../../../lib/offline/offline-db.ts';
import { refusedAsCsv, refusedAsJson } from '../../../lib/offline/refused-export.ts';
import { refreshCounts } from '../../../lib/offline/sync-engine.ts';
import { useSyncStatus } from '../../../lib/offline/sync-status.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useSession } from '../../../lib/use-session.ts';

/**
 * Answers given offline that the server refused (issue 27 item 4): the audit was scored, the question changed, or the
 * user lost access meanwhile. They are never dropped silently: each is listed with its reason, and the auditor can
 * export them (JSON or CSV) before dismissing them.
 */
export function RefusedAnswers({ surveyExtId }: { surveyExtId: string }) {
  const user = useSession().user?.externalId ?? null;
  const { version } = useSyncStatus();
  const [rows, setRows] = useState<RefusedAnswer[]>([]);
  useEffect(() => {
    if (!user) return;
    let live = true;
    void refusedAnswers(user, surveyExtId).then((r) => live && setRows(r));
    return () => {
      live = false;
    };
  }, [user, surveyExtId, version]);
  if (rows.length === 0) return null;
  const name = `refused-answers-${surveyExtId}`;
  return (
    <Alert color="red" variant="light" title={offlineMessages.refusedTitle} data-testid="refused-answers">
      <Text size="sm" mb="xs">
        {rows.length === 1 ? 'One answer given offline was' : `${rows.length} answers given offline were`} not saved. Export them before
        dismissing, to answer again or keep a record.
      </Text>
      <List size="sm" spacing={4} mb="sm">
        {rows.map((r) => (
          <List.Item key={r.clientId}>
            <Text span fw={600}>
              {r.questionText}
            </Text>{' '}
            — “{r.answerShown.length > 200 ? `${r.answerShown.slice(0, 200)}…` : r.answerShown}”: {r.message}
          </List.Item>
        ))}
      </List>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => saveFile(new Blob([refusedAsCsv(rows)], { type: 'text/csv' }), `${name}.csv`)}>
          Export CSV
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => saveFile(new Blob([refusedAsJson(rows)], { type: 'application/json' }), `${name}.json`)}
        >
          Export JSON
        </Button>
        <Button size="xs" variant="subtle" color="red" onClick={() => void dismissRefused(rows.map((r) => r.clientId)).then(refreshCounts)}>
          Dismiss
        </Button>
      </Group>
    </Alert>
  );
}
