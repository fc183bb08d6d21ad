import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { can } from '@aquarisk/contract/capabilities';
import { IconCheck } from '../../../components/icons.tsx';
import { useAuthorities } from '../../../lib/use-session.ts';
import { useScoreAudit } from '../../../components/audit-frame/score-audit-api.ts';
import { auditResultPath } from '../audit-state.ts';

export interface AuditCompleteProps {
  surveyExtId: string;
  scored: boolean;
}

/** Status FINISH: every question that applies is answered. Score it (admin, auditor) or open the results. */
export function AuditComplete({ surveyExtId, scored }: AuditCompleteProps) {
  const authorities = useAuthorities();
  const score = useScoreAudit();
  return (
    <Paper withBorder p="xl" role="status">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" color="lagoon" variant="light">
          <IconCheck size={26} />
        </ThemeIcon>
        <Title order={2} size="h3" c="navy.9">
          The audit is complete.
        </Title>
        <Text c="dimmed" size="sm" maw={460}>
          {scored
            ? 'It has been scored. Its answers can still be reviewed with the dropdowns above.'
            : 'Every question that applies has an answer. Answers can be reviewed and changed with the dropdowns above.'}
        </Text>
        <Group gap="sm" mt="xs">
          {!scored && can(authorities, 'scoreAudit') && (
            <Button onClick={() => score.mutate(surveyExtId)} loading={score.isPending} color="lagoon">
              Score
            </Button>
          )}
          {scored && (
            <Button component={Link} to={auditResultPath(surveyExtId)}>
              Results
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
