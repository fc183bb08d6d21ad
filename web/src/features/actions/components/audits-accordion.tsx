import { Accordion, Badge, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { riskColor, riskText } from '@aquarisk/contract/risk';
import { countOf } from '@aquarisk/contract/plural';
import type { ActionListItem } from '../api/company-actions.api.ts';
import type { ActionItem } from '../api/survey-actions.api.ts';
import { AuditActionsPanel } from './audit-actions-panel.tsx';
import { formatDate } from '../../../lib/format-date.ts';

export interface AuditsAccordionProps {
  items: ActionListItem[];
  worstRisk: ReadonlyMap<string, string>;
  history: boolean;
  risk: string | null;
  opened: string | null;
  onOpen: (surveyExtId: string | null) => void;
  onReview: (action: ActionItem) => void;
}

const countLabel = (n: number, history: boolean) => countOf(n, `${history ? 'resolved' : 'open'} action`);

/** Audits that have actions: farm, audit, completion date and count; the panel lists the actions. */
export function AuditsAccordion({ items, worstRisk, history, risk, opened, onOpen, onReview }: AuditsAccordionProps) {
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
                </Stack>
                <Badge variant="light" color={history ? 'teal' : 'ocean'} style={{ flexShrink: 0 }}>
                  {countLabel(item.itemCount, history)}
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              {opened === item.surveyExtId ? (
                <AuditActionsPanel surveyExtId={item.surveyExtId} history={history} risk={risk} onReview={onReview} />
              ) : null}
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
