import { useState } from 'react';
import { Button, Group, NativeSelect, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatScore, riskText } from '@aquarisk/contract/risk';
import { formatDate } from '../../../lib/format-date.ts';
import { useComparableAuditsQuery } from '../api/comparable-audits.api.ts';

/** The link of the compare screen (issue 26 item 4): both audits in the address, so it can be shared. */
export const compareHref = (surveyExtId: string, otherExtId: string) =>
  `/audits/${encodeURIComponent(surveyExtId)}/compare/${encodeURIComponent(otherExtId)}`;

/**
 * "Compare with…": the farm's other scored audits (newest first, the newest chosen), and a link to the comparison.
 * Shown only when the farm has another scored audit; a failure to list them hides it (the results still stand).
 */
export function CompareWith({ surveyExtId }: { surveyExtId: string }) {
  const query = useComparableAuditsQuery(surveyExtId);
  const [chosen, setChosen] = useState<string | null>(null);
  const audits = query.data ?? [];
  if (audits.length === 0) return null;
  const other = chosen ?? audits[0]!.externalId;
  return (
    <Paper withBorder p="md" data-testid="compare-with">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label="Compare with…"
          description="Another scored audit of this farm"
          value={other}
          onChange={(e) => setChosen(e.currentTarget.value)}
          data={audits.map((a) => ({
            value: a.externalId,
            label: `${a.name} · ${formatDate(a.date)} · ${formatScore(a.normScore)} ${riskText(a.risk)}`,
          }))}
          style={{ flex: '1 1 16rem', minWidth: 0 }}
        />
        <Button component={Link} to={compareHref(surveyExtId, other)} variant="light">
          Compare
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        Scores and bands per section, the answers that changed, caps gained or lost and the actions in between.
      </Text>
    </Paper>
  );
}
