import { Group, Select, TextInput } from '@mantine/core';
import { joinDateTime, quarterHours, splitDateTime } from '../answer-draft.ts';
import type { AnswerInputProps } from './answer-input-props.ts';

/** DATE: a date, sent as 'YYYY-MM-DD'. */
export function DateAnswer({ value, onChange, error, disabled }: AnswerInputProps) {
  return (
    <TextInput
      label="Answer"
      type="date"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      disabled={disabled}
      maw={220}
    />
  );
}

/** DATE_TIME: a date and a 24-hour time in 15-minute steps, sent as 'YYYY-MM-DDTHH:mm' (docs/requirements.md#core-5). */
export function DateTimeAnswer({ value, onChange, error, disabled }: AnswerInputProps) {
  const [date, time] = splitDateTime(value);
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <TextInput
        label="Date"
        type="date"
        value={date}
        onChange={(e) => onChange(joinDateTime(e.currentTarget.value, time))}
        error={error}
        disabled={disabled}
        w={200}
      />
      <Select
        label="Time"
        placeholder="HH:mm"
        data={quarterHours}
        value={time || null}
        onChange={(v) => onChange(joinDateTime(date, v ?? ''))}
        disabled={disabled}
        searchable
        w={130}
        error={Boolean(error)}
        maxDropdownHeight={240}
      />
    </Group>
  );
}
