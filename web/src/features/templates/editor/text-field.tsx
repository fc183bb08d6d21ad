import { memo } from 'react';
import { Group, Text, Textarea, TextInput, type TextInputProps } from '@mantine/core';
import { fieldId, useFieldError } from './editor-context.ts';
import { sameData } from './same-data.ts';

export interface TextFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'error' | 'id'> {
  /** the field's path in the template, e.g. `sections[0].steps[1].title`: its id and its error */
  path: string;
  value: string | null;
  onValue: (value: string | null) => void;
  /** optional texts are null when empty (the schema's nullish fields) */
  nullable?: boolean;
  multiline?: boolean;
}

/** A text of the template with the error validateTemplate or the schema reported for it. */
export const TextField = memo(function TextField({ path, value, onValue, nullable = false, multiline = false, ...props }: TextFieldProps) {
  const error = useFieldError(path);
  const common = {
    id: fieldId(path),
    value: value ?? '',
    error,
    onChange: (e: { currentTarget: { value: string } }) => {
      const v = e.currentTarget.value;
      onValue(nullable && v === '' ? null : v);
    },
  };
  if (multiline) {
    const { label, description, required, placeholder, disabled } = props;
    return (
      <Textarea
        {...common}
        label={label}
        description={description}
        required={required}
        placeholder={placeholder}
        disabled={disabled}
        autosize
        minRows={2}
        maxRows={8}
      />
    );
  }
  return <TextInput {...props} {...common} />;
}, sameData);

/** Ids, ordinal and derived values: shown, never edited. */
export function ReadOnlyFacts({ facts }: { facts: [string, string | number][] }) {
  return (
    <Group gap="md" wrap="wrap">
      {facts.map(([label, value]) => (
        <Text key={label} size="xs" c="dimmed">
          {label}{' '}
          <Text span size="xs" fw={600} c="dark.6">
            {value}
          </Text>
        </Text>
      ))}
    </Group>
  );
}
