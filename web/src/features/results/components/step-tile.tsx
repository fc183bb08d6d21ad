import { Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { formatScore, riskColor, riskText } from '@aquarisk/contract/risk';
import { isCapped } from '@aquarisk/contract/scoring/caps';
import type { StepScore } from '../api/audit-results.api.ts';
import classes from './step-tile.module.css';
import { readableTextColor } from './tile-colors.ts';

export interface StepTileProps {
  step: StepScore;
  /** the numeric step score is for admins only (docs/requirements.md#results-6) */
  showScore: boolean;
  onOpen: () => void;
}

function scoreLine(step: StepScore): string {
  const points =
    step.score !== null && step.score !== undefined && step.maxScore !== null && step.maxScore !== undefined
      ? ` (${step.score} of ${step.maxScore})`
      : '';
  return `Score ${formatScore(step.normScore)}${points}`;
}

/** One step of a section, filled with its risk colour; opens the step's answers. */
export function StepTile({ step, showScore, onOpen }: StepTileProps) {
  const background = riskColor(step.risk);
  const color = readableTextColor(background);
  const capped = isCapped(step);
  return (
    <UnstyledButton
      onClick={onOpen}
      data-testid="step-tile"
      data-risk={step.risk}
      aria-haspopup="dialog"
      style={{ background, color }}
      p="md"
      className={classes.tile}
    >
      <Stack gap={6} justify="space-between" style={{ flex: 1 }}>
        <Text fw={650} size="sm" lh={1.3} c="inherit">
          {step.title}
        </Text>
        <Stack gap={0}>
          <Text size="xs" fw={700} tt="uppercase" c="inherit" style={{ letterSpacing: '0.04em' }}>
            {riskText(step.risk)}
            {capped ? ' · capped' : ''}
          </Text>
          {showScore ? (
            <Text size="xs" c="inherit" data-testid="step-score">
              {scoreLine(step)}
            </Text>
          ) : null}
        </Stack>
      </Stack>
      {/* Its name is the text it shows (speech input users say what they see), then what the cap means and what it opens. */}
      <VisuallyHidden>{`${capped ? 'Capped by a knockout answer. ' : ''}Show answers`}</VisuallyHidden>
    </UnstyledButton>
  );
}
