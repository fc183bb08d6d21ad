import type { ReactNode } from 'react';
import { Accordion, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '../../../components/icons.tsx';
import { useOpenPanels } from './editor-context.ts';
import { ErrorCountBadge, ScoreBadge } from './item-badges.tsx';
import { ItemActions, type ItemActionsProps } from './item-actions.tsx';
import classes from './template-editor.module.css';

export interface EditorListFrameProps {
  /** the small heading above the list (Steps, Questions); sections have none */
  heading?: { text: string; order: 3 | 4 };
  emptyText: string;
  /** one panel key per item, in order */
  keys: string[];
  /** sections are separate cards, steps and questions contained */
  variant: 'separated' | 'contained';
  itemClassName?: string | undefined;
  addLabel: string;
  onAdd: () => void;
  /** the add button of the top level stands out */
  prominentAdd?: boolean;
  children: ReactNode;
}

/** The frame every level of the template editor shares: heading, empty text, the collapsible items and Add. */
export function EditorListFrame({
  heading,
  emptyText,
  keys,
  variant,
  itemClassName,
  addLabel,
  onAdd,
  prominentAdd = false,
  children,
}: EditorListFrameProps) {
  const { open, setOpen } = useOpenPanels();
  return (
    <Stack gap={heading ? 'xs' : 'sm'}>
      {heading ? (
        <Title order={heading.order} size="h6" c="dimmed" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
          {heading.text}
        </Title>
      ) : null}
      {keys.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <Accordion
          multiple
          value={keys.filter((k) => open.has(k))}
          onChange={(value) => setOpen(keys, value)}
          variant={variant}
          chevronPosition="left"
          keepMounted={false}
          classNames={{ item: itemClassName, control: classes.control, label: classes.controlLabel, content: classes.content }}
        >
          {children}
        </Accordion>
      )}
      <Group>
        <Button
          variant={prominentAdd ? 'light' : 'subtle'}
          size={prominentAdd ? 'sm' : 'xs'}
          leftSection={<IconPlus size={prominentAdd ? 16 : 14} />}
          onClick={onAdd}
        >
          {addLabel}
        </Button>
      </Group>
    </Stack>
  );
}

export interface EditorItemFrameProps {
  value: string;
  /** what the headline says: the item's number and title */
  title: ReactNode;
  /** badges after the count and before the score and error badges */
  badges: ReactNode;
  scoreKey: string;
  /** the item's path in the template, for its error count */
  path: string;
  actions: ItemActionsProps;
  children: ReactNode;
}

/** One collapsible item of the editor: headline with badges, the move and remove actions, and its panel. */
export function EditorItemFrame({ value, title, badges, scoreKey, path, actions, children }: EditorItemFrameProps) {
  return (
    <Accordion.Item value={value}>
      <div className={classes.header}>
        <Accordion.Control>
          <div className={classes.headline}>
            {title}
            <Group gap={6} wrap="wrap">
              {badges}
              <ScoreBadge scoreKey={scoreKey} />
              <ErrorCountBadge prefix={path} />
            </Group>
          </div>
        </Accordion.Control>
        <ItemActions {...actions} />
      </div>
      <Accordion.Panel>{children}</Accordion.Panel>
    </Accordion.Item>
  );
}
