import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { DEFAULT_AUDIT_INTERVAL_MONTHS } from '@aquarisk/contract/audit-age';
import { companyAuditIntervalSchema, MAX_INTERVAL_MONTHS, type CompanyAuditInterval } from '@aquarisk/contract/schemas/audit-age.schema';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { LOAD_AUDIT_INTERVAL_MESSAGE, useAuditIntervalQuery, useSaveAuditInterval } from '../api/audit-interval.api.ts';

function IntervalForm({ companyExtId, months }: { companyExtId: string; months: number }) {
  const save = useSaveAuditInterval(companyExtId);
  const form = useForm<{ months: unknown }, unknown, CompanyAuditInterval>({
    resolver: zodResolver(companyAuditIntervalSchema),
    defaultValues: { months: String(months) },
  });
  return (
    <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate aria-label="Audit interval">
      <Group align="flex-end" gap="md">
        <TextInput
          label="Audit interval"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_INTERVAL_MONTHS}
          w={200}
          rightSection={<Text size="xs">months</Text>}
          rightSectionWidth={60}
          error={form.formState.errors.months?.message}
          {...form.register('months')}
        />
        <Button type="submit" loading={save.isPending} miw={120}>
          Save interval
        </Button>
      </Group>
    </form>
  );
}

/** The company admin's audit interval (issue 39 item 5): a farm whose latest scored audit is older shows as stale. */
export function AuditIntervalSection({ companyExtId }: { companyExtId: string }) {
  const query = useAuditIntervalQuery(companyExtId);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt="lg" component="section" aria-label="Stale farms">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Stale farms
        </Title>
        <Text size="sm" c="dimmed">
          A farm whose latest scored audit is older than this shows as stale on the farm list, the map and the portfolio, with or without a
          schedule. The default is {DEFAULT_AUDIT_INTERVAL_MONTHS} months.
        </Text>
        {query.isPending ? <LoadingState variant="list" rows={1} label="Loading the audit interval…" /> : null}
        {query.isError ? (
          <ErrorState error={query.error} message={LOAD_AUDIT_INTERVAL_MESSAGE} onRetry={() => void query.refetch()} />
        ) : null}
        {query.data ? <IntervalForm key={query.data.months} companyExtId={companyExtId} months={query.data.months} /> : null}
      </Stack>
    </Paper>
  );
}
