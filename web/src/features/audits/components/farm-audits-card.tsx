import { memo, useId, useState } from 'react';
import { Badge, Collapse, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import type { Survey } from '@aquarisk/contract/schemas/survey.schema';
import { IconChevronDown, IconMapPin } from '../../../components/icons.tsx';
import { ScheduleBadge } from '../../../components/schedule-badge.tsx';
import type { FarmWithAudits } from '../api/list-audits.api.ts';
import { auditCountLabel } from '../audit-state.ts';
import { AuditRow } from './audit-row.tsx';

export interface FarmAuditsCardProps {
  farm: FarmWithAudits;
  selectedId: string | null;
  onSelect: (farm: FarmWithAudits, survey: Survey) => void;
}

/** A farm and its audits on this page, collapsible, with the farm's count on every page labelled 'Audit' or 'Audits'. */
export const FarmAuditsCard = memo(function FarmAuditsCard({ farm, selectedId, onSelect }: FarmAuditsCardProps) {
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const place = [farm.stateProvince, farm.country].filter(Boolean).join(', ');
  return (
    <Paper withBorder radius="md" component="section" aria-label={farm.name} style={{ overflow: 'hidden' }}>
      <UnstyledButton onClick={() => setOpen((v) => !v)} aria-expanded={open} aria-controls={bodyId} w="100%" px="md" py="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconChevronDown
              size={18}
              style={{ transform: open ? undefined : 'rotate(-90deg)', transition: 'transform 150ms ease', flexShrink: 0 }}
            />
            <div style={{ minWidth: 0 }}>
              <Text fw={650} c="navy.9" truncate>
                {farm.name}
              </Text>
              {place && (
                <Group gap={4} wrap="nowrap" c="dimmed">
                  <IconMapPin size={13} />
                  <Text size="xs" truncate>
                    {place}
                  </Text>
                </Group>
              )}
            </div>
          </Group>
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            <ScheduleBadge schedule={farm.schedule} size="md" />
            <Badge variant="light" color="navy" size="md" tt="none">
              {auditCountLabel(farm.auditCount)}
            </Badge>
          </Group>
        </Group>
      </UnstyledButton>
      <Collapse expanded={open} id={bodyId}>
        {farm.surveys.map((s) => (
          <AuditRow key={s.externalId} survey={s} selected={s.externalId === selectedId} onSelect={() => onSelect(farm, s)} />
        ))}
      </Collapse>
    </Paper>
  );
});
