import { Alert, Anchor, List, Text } from '@mantine/core';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { countOf } from '@aquarisk/contract/plural';
import { IconAlert } from '../../../components/icons.tsx';
import { describePath, type TemplateErrors } from './template-errors.ts';

const SHOWN = 12;

/** The problems that stop a save, each a link that opens the panels down to the field and focuses it. */
export function ErrorSummary({
  errors,
  template,
  onReveal,
}: {
  errors: TemplateErrors;
  template: TemplateBody;
  onReveal: (path: string) => void;
}) {
  if (errors.size === 0) return null;
  const list = [...errors.entries()];
  return (
    <Alert
      id="template-error-summary"
      tabIndex={-1}
      color="red"
      variant="light"
      icon={<IconAlert size={18} />}
      title={`Fix ${countOf(list.length, 'problem')} before saving`}
      role="alert"
    >
      <List size="sm" spacing={4}>
        {list.slice(0, SHOWN).map(([path, message]) => (
          <List.Item key={path}>
            <Anchor component="button" type="button" size="sm" onClick={() => onReveal(path)} ta="left">
              {describePath(template, path)}
            </Anchor>
            : {message}
          </List.Item>
        ))}
      </List>
      {list.length > SHOWN ? (
        <Text size="sm" mt="xs">
          and {list.length - SHOWN} more; each is marked next to its field.
        </Text>
      ) : null}
    </Alert>
  );
}
