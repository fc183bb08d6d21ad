import { Accordion, Badge, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { riskColor, riskText } from '@aquarisk/contract/risk';
import { countOf } from '@aquarisk/contract/plural';
import type { ActionListItem } from '../api/company-actions.api.ts';
import type { ActionItem } from '../api/survey-actions.api.ts';
import { AuditActionsPanel } from './audit-actions-panel.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { isOverdue, utcDay } from '@aquarisk/contract/action-due';
import { OverdueBadge } from '../../../components/actions/action-due-line.tsx';
import type { ActionsFilters } from '../actions-filters.ts';

export interface AuditsAccordionProps {
  items: ActionListItem[];
  worstRisk: ReadonlyMap<string, string>;
  history: boolean;
  filters: Pick<ActionsFilters, 'risk' | 'due' | 'owner' | 'dueFirst'>;
  opened: string | null;
  onOpen: (surveyExtId: string | null) => void;
  onReview: (action: ActionItem) => void;
  onEditDue: (action: ActionItem) => void;
}

const countLabel = (n: number, history: boolean) => countOf(n, `${history ? 'resolved' : 'open'} action`);

/** Audits that have actions: farm, audit, completion date, next due day and count; the panel lists the actions. */
export function AuditsAccordion({ items, worstRisk, history, filters, opened, onOpen, onReview, onEditDue }: AuditsAccordionProps) {
  const today = utcDay(new Date());
  return (
    <Accordion value={opened} onChange={onOpen} variant="separated" radius="md" chevronPosition="right">
      {items.map((item) => {
        const worst = worstRisk.get(item.surveyExtId);
        const completed = formatDate(item.surveyCompletedAt);
        return (
          <Accordion.Item key={item.surveyExtId} value={item.surveyExtId} bg="white">
            <Accordion.Control
              icon={
                <ColorSwatch
                  color={riskColor(worst)}
                  size={14}
                  aria-label={worst ? `Worst open risk ${riskText(worst)}` : 'No open actions'}
                />
              }
            >
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={650} size="sm" truncate>
                    {item.farmName}
                  </Text>
                  <Text size="sm" truncate>
                    {item.surveyName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {completed ? `Completed ${completed}` : 'Not completed'}
                  </Text>
                  {!history && item.nextDueOn ? (
                    <Group gap={6} wrap="wrap">
                      <Text size="xs">Next due {formatDate(item.nextDueOn)}</Text>
                      {isOverdue(item.nextDueOn, null, today) ? <OverdueBadge size="xs" /> : null}
                    </Group>
                  ) : null}
                </Stack>
                <Badge variant="light" color={history ? 'teal' : 'ocean'} style={{ flexShrink: 0 }}>
                  {countLabel(item.itemCount, history)}
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              {opened === item.surveyExtId ? (
                <AuditActionsPanel
                  surveyExtId={item.surveyExtId}
                  history={history}
                  filters={filters}
                  onReview={onReview}
                  onEditDue={onEditDue}
                />
              ) : null}
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
