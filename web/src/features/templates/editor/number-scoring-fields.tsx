import { memo } from 'react';
import { ActionIcon, Button, Fieldset, Group, Stack, Switch, Text } from '@mantine/core';
import { isNumberType, type AnswerType } from '@aquarisk/contract/answer-types';
import type { AnswerBounds, ScoringBand } from '@aquarisk/contract/template/template.schema';
import { IconPlus } from '../../../components/icons.tsx';
import { CapSelect } from './cap-select.tsx';
import { fieldId, useEditorApi, useFieldError } from './editor-context.ts';
import { NumberField } from './number-field.tsx';
import type { QuestionAt } from './template-reducer.ts';
import classes from './template-editor.module.css';

export interface NumberScoringFieldsProps extends QuestionAt {
  answerType: AnswerType;
  bands: readonly ScoringBand[] | undefined;
  bounds: AnswerBounds | undefined;
  allowNotApplicable: boolean | undefined;
}

/**
 * Issue 13: whether the auditor may answer N/A, and for number answers the question's own bounds and the scoring
 * bands that turn the value into a score (from ≤ value < to; an empty end is open), each with an optional cap.
 */
export const NumberScoringFields = memo(function NumberScoringFields({
  answerType,
  bands = [],
  bounds,
  allowNotApplicable,
  s,
  st,
  q,
}: NumberScoringFieldsProps) {
  const { dispatch } = useEditorApi();
  const at = { s, st, q };
  const path = `sections[${s}].steps[${st}].questions[${q}]`;
  const minError = useFieldError(`${path}.answerBounds`);
  const maxError = useFieldError(`${path}.answerBounds.max`);
  const bandsError = useFieldError(`${path}.answer.scoring.bands`);
  const number = isNumberType(answerType);
  return (
    <Fieldset legend={number ? 'Limits and scoring bands' : 'Not applicable'} variant="filled" radius="md">
      <Stack gap="sm">
        <Switch
          id={fieldId(`${path}.allowNotApplicable`)}
          label="Allow N/A"
          description="An N/A answer leaves the question out of the score, min and max."
          checked={allowNotApplicable === true}
          onChange={(e) => dispatch({ type: 'editQuestion', at, patch: { allowNotApplicable: e.currentTarget.checked || undefined } })}
        />
        {number ? (
          <>
            <div className={classes.twoColumns}>
              <NumberField
                id={fieldId(`${path}.answerBounds`)}
                label="Lowest allowed answer"
                description="Empty: the spec's rule (above 0 for decimals, 0 for whole numbers)"
                value={bounds?.min ?? null}
                nullable
                onValue={(min) => dispatch({ type: 'editBounds', at, patch: { min } })}
                decimalScale={2}
                error={minError}
              />
              <NumberField
                id={fieldId(`${path}.answerBounds.max`)}
                label="Highest allowed answer"
                description="Empty: no upper limit of its own"
                value={bounds?.max ?? null}
                nullable
                onValue={(max) => dispatch({ type: 'editBounds', at, patch: { max } })}
                decimalScale={2}
                error={maxError}
              />
            </div>
            <Stack gap="xs" id={fieldId(`${path}.answer.scoring.bands`)} tabIndex={-1}>
              <Text size="sm" fw={600}>
                Scoring bands
              </Text>
              <Text size="xs" c="dimmed">
                A value from ≤ value &lt; to scores the band’s score; a range answer scores its worse end. Without bands the answer scores
                its Default.
              </Text>
              {bands.map((band, b) => (
                <BandRow key={b} band={band} b={b} s={s} st={st} q={q} />
              ))}
              {bandsError ? (
                <Text size="xs" c="red">
                  {bandsError}
                </Text>
              ) : null}
              <Group>
                <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} onClick={() => dispatch({ type: 'addBand', at })}>
                  Add band
                </Button>
              </Group>
            </Stack>
          </>
        ) : null}
      </Stack>
    </Fieldset>
  );
});

const BandRow = memo(function BandRow({ band, b, s, st, q }: { band: ScoringBand; b: number } & QuestionAt) {
  const { dispatch } = useEditorApi();
  const at = { s, st, q };
  const path = `sections[${s}].steps[${st}].questions[${q}].answer.scoring.bands[${b}]`;
  const edit = (patch: Partial<ScoringBand>) => dispatch({ type: 'editBand', at, b, patch });
  const errors = [useFieldError(`${path}.from`), useFieldError(`${path}.to`), useFieldError(`${path}.value`)];
  const error = errors.find(Boolean) ?? null;
  return (
    <div className={classes.bandColumns} data-testid="band-row">
      <NumberField
        id={fieldId(`${path}.from`)}
        label={`Band ${b + 1} from`}
        placeholder="open"
        value={band.from}
        nullable
        onValue={(from) => edit({ from })}
        decimalScale={2}
        error={error}
      />
      <NumberField
        id={fieldId(`${path}.to`)}
        label="to (below)"
        placeholder="open"
        value={band.to}
        nullable
        onValue={(to) => edit({ to })}
        decimalScale={2}
      />
      <NumberField
        id={fieldId(`${path}.value`)}
        label="Score"
        value={band.value}
        onValue={(value) => edit({ value: value ?? 0 })}
        decimalScale={2}
      />
      <CapSelect id={fieldId(`${path}.capRisk`)} label="Knockout" value={band.capRisk} onValue={(capRisk) => edit({ capRisk })} />
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        mb={2}
        aria-label={`Remove band ${b + 1}`}
        onClick={() => dispatch({ type: 'removeBand', at, b })}
      >
        ×
      </ActionIcon>
    </div>
  );
});
