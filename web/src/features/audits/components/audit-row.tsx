import type { MouseEvent } from 'react';
import { Anchor, Badge, Box, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { isCapped } from '@aquarisk/contract/scoring/caps';
import type { Survey } from '@aquarisk/contract/schemas/survey.schema';
import { CapNotice } from '../../../components/cap-notice.tsx';
import { auditResultPath, auditViewPath, isScored } from '../audit-state.ts';
import { AuditRowActions } from './audit-row-actions.tsx';
import { RiskBar } from './risk-bar.tsx';
import { SectionScores } from './section-scores.tsx';
import classes from './audit-row.module.css';

const stateLabels: Record<Survey['state'], string> = { NOT_STARTED: 'Not Started', IN_PROGRESS: 'In Progress', SCORED: 'Scored' };
const stateColors: Record<Survey['state'], string> = { NOT_STARTED: 'gray', IN_PROGRESS: 'ocean', SCORED: 'lagoon' };

export interface AuditRowProps {
  survey: Survey;
  selected: boolean;
  onSelect: () => void;
}

/**
 * One audit: name, score, risk bar and section scores, with its actions. The row opens the results of a scored audit
 * and the audit view otherwise; its name is the link, so keyboards and screen readers reach the same place.
 */
export function AuditRow({ survey, selected, onSelect }: AuditRowProps) {
  const navigate = useNavigate();
  const target = isScored(survey) ? auditResultPath(survey.externalId) : auditViewPath(survey.externalId);
  const capped = survey.scoring ? isCapped(survey.scoring) : false;
  const onClick = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('a, button, [role="menu"]')) return;
    void navigate(target);
  };
  return (
    <Box
      className={classes.row}
      data-selected={selected || undefined}
      data-capped={capped || undefined}
      onClick={onClick}
      onMouseEnter={onSelect}
      onFocusCapture={onSelect}
      data-testid="audit-row"
    >
      <Stack gap={4} className={classes.name}>
        <Anchor component={Link} to={target} fw={600} c="navy.9" size="sm" lineClamp={2}>
          {survey.name}
        </Anchor>
        <Group gap={6}>
          <Badge size="xs" variant="light" color={stateColors[survey.state]}>
            {stateLabels[survey.state]}
          </Badge>
          <Text size="xs" c="dimmed">
            {survey.surveyYear}
          </Text>
        </Group>
      </Stack>
      <Box className={classes.score}>
        <RiskBar normScore={survey.scoring?.normScore} risk={survey.scoring?.risk} />
      </Box>
      <Box className={classes.sections}>
        <SectionScores sections={survey.scoring?.sections ?? []} />
      </Box>
      <Box className={classes.actions}>
        <AuditRowActions survey={survey} />
      </Box>
      {capped ? (
        <Box className={classes.cap}>
          <CapNotice level={survey.scoring} compact />
        </Box>
      ) : null}
    </Box>
  );
}
