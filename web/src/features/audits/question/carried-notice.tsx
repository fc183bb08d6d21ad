import { Alert, Button, Group, Text } from '@mantine/core';
import { countOf } from '@aquarisk/contract/plural';

export interface CarriedNoticeProps {
  /** this question's answer is carried and waits */
  carried: boolean;
  /** the audit the answers were carried from */
  fromName: string | null;
  /** carried answers of this step still waiting */
  stepLeft: number;
  busy: boolean;
  onConfirm: () => void;
  onConfirmStep: () => void;
}

/**
 * Carried answers on the question screen (issue 26 item 1). On a carried question: where it came from, 'Confirm
 * unchanged' (one tap: the same answer saved as the auditor's own) and 'Confirm the whole step'; changing the answer
 * and saving clears it too. On another question of a step with carried answers left: 'Confirm the whole step' alone.
 */
export function CarriedNotice({ carried, fromName, stepLeft, busy, onConfirm, onConfirmStep }: CarriedNoticeProps) {
  const stepButton = (
    // Its label wraps on a phone rather than running past the notice's edge.
    <Button
      size="sm"
      variant="default"
      onClick={onConfirmStep}
      disabled={busy}
      type="button"
      maw="100%"
      h="auto"
      mih={36}
      styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3, paddingBlock: 6 } }}
    >
      Confirm the whole step ({countOf(stepLeft, 'answer')})
    </Button>
  );
  if (!carried) {
    if (stepLeft === 0) return null;
    return (
      <Group gap="sm" justify="space-between" data-testid="step-carried">
        <Text size="sm" c="dimmed">
          {countOf(stepLeft, 'carried answer')} of this step {stepLeft === 1 ? 'waits' : 'wait'} to be confirmed.
        </Text>
        {stepButton}
      </Group>
    );
  }
  return (
    <Alert color="ocean" variant="light" title={`Carried from ${fromName ?? 'the last audit'}`} data-testid="carried-notice">
      <Text size="sm" mb="sm">
        This answer was given at the last audit. Confirm it if it still holds, or change it and save.
      </Text>
      <Group gap="sm">
        <Button size="sm" onClick={onConfirm} loading={busy} type="button">
          Confirm unchanged
        </Button>
        {stepLeft > 1 ? stepButton : null}
      </Group>
    </Alert>
  );
}
