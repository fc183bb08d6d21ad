import { useState } from 'react';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { auditScheduleInputSchema, type AuditSchedule, type ScheduleKind } from '@aquarisk/contract/schemas/audit-schedule.schema';
import { FormSection } from '../../../components/form-section.tsx';
import { ScheduleBadge } from '../../../components/schedule-badge.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useSetFarmSchedule } from '../api/set-farm-schedule.api.ts';

export const scheduleKindLabels: Record<ScheduleKind, string> = {
  NONE: 'No schedule',
  MONTHS_6: 'Every 6 months',
  MONTHS_12: 'Every 12 months',
  CYCLE: 'Per production cycle',
};
const kindOptions = Object.entries(scheduleKindLabels).map(([value, label]) => ({ value, label }));
const NONE: AuditSchedule = { kind: 'NONE', cycleDate: null, nextAuditDue: null, status: null };

/** The sentence under the title: when the next audit is due, or why nothing is. */
export function scheduleSummary(schedule: AuditSchedule): string {
  if (schedule.kind === 'NONE') return 'No audit schedule: the farm is never due.';
  if (schedule.nextAuditDue === null) return 'The audit of this production cycle is launched; enter the next cycle’s date.';
  const day = formatDate(schedule.nextAuditDue);
  return schedule.status === 'OVERDUE' ? `The next audit was due on ${day}.` : `The next audit is due on ${day}.`;
}

export interface FarmScheduleSectionProps {
  companyId: string;
  farmId: string;
  farmName: string;
  schedule: AuditSchedule | undefined;
  editable: boolean;
}

/** The farm page's "Audit schedule" part (issue 26 item 3): its badge and due day, and for editors the schedule. */
export function FarmScheduleSection({ companyId, farmId, farmName, schedule = NONE, editable }: FarmScheduleSectionProps) {
  const [kind, setKind] = useState<ScheduleKind>(schedule.kind);
  const [cycleDate, setCycleDate] = useState(schedule.cycleDate ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSetFarmSchedule(companyId, farmId, farmName);
  const unchanged = kind === schedule.kind && (kind !== 'CYCLE' || cycleDate === (schedule.cycleDate ?? ''));

  const submit = () => {
    const parsed = auditScheduleInputSchema.safeParse({ kind, cycleDate: kind === 'CYCLE' && cycleDate ? cycleDate : null });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    save.mutate(parsed.data);
  };

  return (
    <FormSection title="Audit schedule" description="How often this farm is audited. Intervals count from the latest audit launched.">
      <Group gap="sm" wrap="wrap">
        <ScheduleBadge schedule={schedule} size="lg" />
        <Text size="sm" data-testid="schedule-summary">
          {scheduleSummary(schedule)}
        </Text>
      </Group>
      {editable ? (
        <Stack gap="sm">
          <Group align="flex-start" gap="md" wrap="wrap">
            <Select
              label="Schedule"
              data={kindOptions}
              value={kind}
              onChange={(v) => {
                if (v) setKind(v as ScheduleKind);
                setError(null);
              }}
              allowDeselect={false}
              w={{ base: '100%', xs: 240 }}
            />
            {kind === 'CYCLE' ? (
              <TextInput
                type="date"
                label="Next cycle’s audit date"
                value={cycleDate}
                onChange={(e) => {
                  setCycleDate(e.currentTarget.value);
                  setError(null);
                }}
                error={error}
                required
                w={{ base: '100%', xs: 200 }}
              />
            ) : null}
          </Group>
          <Group>
            <Button onClick={submit} loading={save.isPending} disabled={unchanged}>
              Save schedule
            </Button>
          </Group>
        </Stack>
      ) : null}
    </FormSection>
  );
}
