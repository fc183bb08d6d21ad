import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { countOf } from '@aquarisk/contract/plural';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import classes from './template-editor.module.css';

export interface EditorToolbarProps {
  isNew: boolean;
  dirty: boolean;
  problems: number;
  saving: boolean;
  onSave: () => void;
  onSaveAsNew: () => void;
}

/** Stays under the top bar while the user scrolls a long template: back, what is unsaved, Save and Save as new. */
export function EditorToolbar({ isNew, dirty, problems, saving, onSave, onSaveAsNew }: EditorToolbarProps) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  return (
    <Paper withBorder shadow="xs" px="md" py="sm" className={classes.toolbar} aria-label="Template actions" component="section">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="md" wrap="wrap">
          <Button
            component={Link}
            to="/templates"
            variant="subtle"
            size="compact-sm"
            onClick={(e) => {
              if (!dirty) return;
              e.preventDefault();
              setLeaving(true);
            }}
          >
            ← Templates
          </Button>
          <Text size="sm" c={dirty ? 'orange.8' : 'dimmed'} aria-live="polite">
            {isNew ? 'Not saved yet' : dirty ? 'Unsaved changes' : 'No unsaved changes'}
          </Text>
          {problems ? (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              onClick={() => {
                const summary = document.getElementById('template-error-summary');
                summary?.scrollIntoView({ block: 'center', behavior: 'smooth' });
                summary?.focus({ preventScroll: true });
              }}
            >
              {countOf(problems, 'problem')}
            </Button>
          ) : null}
        </Group>
        <Group gap="sm">
          {isNew ? null : (
            <Button variant="default" onClick={onSaveAsNew} disabled={saving}>
              Save as new
            </Button>
          )}
          <Button onClick={onSave} loading={saving} disabled={!isNew && !dirty && problems === 0}>
            Save
          </Button>
        </Group>
      </Group>
      <ConfirmDialog
        opened={leaving}
        title="Leave without saving?"
        message="Your changes to this template will be lost."
        confirmLabel="Leave"
        danger
        onConfirm={() => {
          setLeaving(false);
          void navigate('/templates');
        }}
        onCancel={() => setLeaving(false)}
      />
    </Paper>
  );
}
