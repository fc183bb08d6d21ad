import { memo } from 'react';
import { Paper, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { farmTypeLabels, farmTypes, type FarmType } from '@aquarisk/contract/farm-types';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { NAME_HINT } from '../components/name-hint.ts';
import { fieldId, useEditorApi, useFieldError, useScore } from './editor-context.ts';
import { formatRange } from './item-badges.tsx';
import { NumberField } from './number-field.tsx';
import { TextField } from './text-field.tsx';

type Thresholds = NonNullable<TemplateBody['riskThresholds']>;
const DEFAULT_THRESHOLDS: Thresholds = { low: 80, moderateLow: 60, moderate: 40, moderateHigh: 20 };
const THRESHOLD_LABELS: [keyof Thresholds, string][] = [
  ['low', 'Low from'],
  ['moderateLow', 'Moderate low from'],
  ['moderate', 'Moderate from'],
  ['moderateHigh', 'Moderate high from'],
];

const NO_FARM_TYPE = 'none';
const farmTypeOptions = [
  { value: NO_FARM_TYPE, label: 'Any farm (not suggested by species)' },
  ...farmTypes.map((value) => ({ value, label: farmTypeLabels[value] })),
];

export interface TemplateSettingsProps {
  name: string;
  farmType: TemplateBody['farmType'];
  riskThresholds: TemplateBody['riskThresholds'];
  sections: number;
  steps: number;
  questions: number;
}

/** The template's own fields: name, farm type, the derived (read-only) score range, and optional risk thresholds. */
export const TemplateSettings = memo(function TemplateSettings({
  name,
  farmType,
  riskThresholds,
  sections,
  steps,
  questions,
}: TemplateSettingsProps) {
  const { dispatch } = useEditorApi();
  const score = useScore('template');
  const thresholdError = useFieldError('riskThresholds');
  const setThreshold = (key: keyof Thresholds, value: number) => dispatch({ type: 'setThreshold', key, value });
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <TextField
          label="Template name"
          required
          description={NAME_HINT}
          path="name"
          value={name}
          onValue={(v) => dispatch({ type: 'setName', name: v ?? '' })}
          maw={560}
        />
        <Select
          id={fieldId('farmType')}
          label="Farm type"
          description="Launch Audit suggests this template for farms of this type (by their species)."
          data={farmTypeOptions}
          value={farmType ?? NO_FARM_TYPE}
          onChange={(v) => dispatch({ type: 'setFarmType', farmType: !v || v === NO_FARM_TYPE ? undefined : (v as FarmType) })}
          allowDeselect={false}
          maw={560}
        />
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          <Fact label="Min score" value={score?.min ?? 0} />
          <Fact label="Max score" value={score?.max ?? 0} testId="template-max-score" />
          <Fact label="Sections" value={sections} />
          <Fact label="Steps" value={steps} />
          <Fact label="Questions" value={questions} />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          Scores are derived: a question’s range is its answer’s min and max, a step’s and a section’s the sums of their children (
          {score ? formatRange(score.min, score.max) : '0–0'} overall).
        </Text>
        <Stack gap="xs" id={fieldId('riskThresholds')} tabIndex={-1}>
          <Switch
            label="Custom risk thresholds"
            description="Without them an audit's risk bands start at 80%, 60%, 40% and 20% of its score."
            checked={Boolean(riskThresholds)}
            onChange={(e) => dispatch({ type: 'setRiskThresholds', riskThresholds: e.currentTarget.checked ? DEFAULT_THRESHOLDS : null })}
          />
          {riskThresholds ? (
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" maw={720}>
              {THRESHOLD_LABELS.map(([key, label]) => (
                <NumberField
                  key={key}
                  id={fieldId(`riskThresholds.${key}`)}
                  label={label}
                  value={riskThresholds[key]}
                  onValue={(v) => setThreshold(key, v ?? 0)}
                  min={0}
                  max={100}
                  suffix="%"
                />
              ))}
            </SimpleGrid>
          ) : null}
          {thresholdError ? (
            <Text size="sm" c="red">
              {thresholdError}
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
});

function Fact({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.05em' }}>
        {label}
      </Text>
      <Text fz="xl" fw={700} c="navy.9" data-testid={testId}>
        {Number.isInteger(value) ? value : value.toFixed(1)}
      </Text>
    </div>
  );
}
