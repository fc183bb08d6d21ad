import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { actionDueDaysSchema, MAX_DUE_DAYS, type ActionDueDays } from '@aquarisk/contract/action-due';
import { actionRiskLevels, riskText, type ActionRiskLevel } from '@aquarisk/contract/risk';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { DUE_DAYS_LOAD_MESSAGE, useActionDueDaysQuery } from '../../../lib/action-due-days-api.ts';
import { useSaveActionDueDays } from '../api/action-due-days.api.ts';

/** The inputs' text; the contract's schema coerces it to whole days. */
type Values = Record<ActionRiskLevel, unknown>;
const levels = [...actionRiskLevels].reverse();

function DueDaysForm({ companyExtId, days }: { companyExtId: string; days: ActionDueDays }) {
  const save = useSaveActionDueDays(companyExtId);
  const defaults = Object.fromEntries(levels.map((r) => [r, String(days[r])])) as Values;
  const form = useForm<Values, unknown, ActionDueDays>({ resolver: zodResolver(actionDueDaysSchema), defaultValues: defaults });
  const errors = form.formState.errors;
  return (
    <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate aria-label="Action due days">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md" verticalSpacing="sm">
          {levels.map((r) => (
            <TextInput
              key={r}
              label={riskText(r)}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_DUE_DAYS}
              rightSection={<Text size="xs">days</Text>}
              rightSectionWidth={44}
              error={errors[r]?.message}
              {...form.register(r)}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} miw={120}>
            Save due days
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The company admin's default due days per risk level (issue 28 item 1): a new action is due this many days after it is raised. */
export function ActionDueDaysSection({ companyExtId }: { companyExtId: string }) {
  const query = useActionDueDaysQuery(companyExtId);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt="lg" component="section" aria-label="Action due dates">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Action due dates
        </Title>
        <Text size="sm" c="dimmed">
          A new action is due this many days after it is raised, by its risk level. Actions already raised keep their dates.
        </Text>
        {query.isPending ? <LoadingState variant="list" rows={1} label="Loading the due days…" /> : null}
        {query.isError ? <ErrorState error={query.error} message={DUE_DAYS_LOAD_MESSAGE} onRetry={() => void query.refetch()} /> : null}
        {query.data ? <DueDaysForm key={JSON.stringify(query.data.dueDays)} companyExtId={companyExtId} days={query.data.dueDays} /> : null}
      </Stack>
    </Paper>
  );
}
