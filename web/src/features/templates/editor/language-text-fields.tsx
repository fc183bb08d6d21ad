import { memo, useState } from 'react';
import { Button, Fieldset, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { TemplateQuestion } from '@aquarisk/contract/template/template.schema';
import { useEditorApi } from './editor-context.ts';
import type { QuestionAt } from './template-reducer.ts';
import { TextField } from './text-field.tsx';

type Translations = TemplateQuestion['languageText'];
const LANGUAGE = /^[a-z]{2}(-[A-Z]{2})?$/;

/** languageText: optional translations of the text, guidance and hint, by language code ('no', 'pt-BR'). */
export const LanguageTextFields = memo(function LanguageTextFields({
  languageText,
  s,
  st,
  q,
}: { languageText: Translations } & QuestionAt) {
  const { dispatch } = useEditorApi();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const at = { s, st, q };
  const path = `sections[${s}].steps[${st}].questions[${q}].languageText`;
  const entries = Object.entries(languageText ?? {});

  const add = () => {
    const lang = code.trim();
    if (!LANGUAGE.test(lang)) return setCodeError("A language code such as 'no' or 'pt-BR'");
    if (languageText?.[lang]) return setCodeError('This language is already there');
    dispatch({ type: 'editTranslation', at, lang, patch: {} });
    setCode('');
    setCodeError(null);
  };

  return (
    <Fieldset legend="Translations (optional)" variant="filled" radius="md">
      <Stack gap="xs">
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            No translations.
          </Text>
        ) : null}
        {entries.map(([lang, t]) => (
          <Paper key={lang} withBorder radius="md" p="sm">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text size="sm" fw={700}>
                  {lang}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Remove the ${lang} translation`}
                  onClick={() => dispatch({ type: 'removeTranslation', at, lang })}
                >
                  Remove
                </Button>
              </Group>
              <TextField
                label="Text"
                multiline
                path={`${path}.${lang}.text`}
                value={t.text}
                nullable
                onValue={(text) => dispatch({ type: 'editTranslation', at, lang, patch: { text } })}
              />
              <TextField
                label="Guidance"
                multiline
                path={`${path}.${lang}.guidance`}
                value={t.guidance}
                nullable
                onValue={(guidance) => dispatch({ type: 'editTranslation', at, lang, patch: { guidance } })}
              />
              <TextField
                label="Hint"
                path={`${path}.${lang}.hint`}
                value={t.hint}
                nullable
                onValue={(hint) => dispatch({ type: 'editTranslation', at, lang, patch: { hint } })}
              />
            </Stack>
          </Paper>
        ))}
        <Group align="flex-start" gap="xs">
          <TextInput
            aria-label="Language code"
            placeholder="Language code, e.g. no"
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              setCodeError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            error={codeError}
            w={220}
          />
          <Button variant="default" onClick={add}>
            Add translation
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
});
