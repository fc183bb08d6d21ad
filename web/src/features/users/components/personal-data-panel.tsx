import { useState } from 'react';
import { Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { personalDataMessages as m } from '@aquarisk/contract/personal-data-messages';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { IconDownload, IconLock } from '../../../components/icons.tsx';
import { useErasePersonalData, useExportPersonalData } from '../api/personal-data.api.ts';

export interface PersonalDataPanelProps {
  companyId: string;
  user: { externalId: string; email: string; fullName: string | null };
  /** nobody erases their own account (the server refuses it too) */
  mayErase: boolean;
}

/**
 * The user page's personal-data card (issue 24 part 4), for those the capability table lets process it: "Export
 * data" downloads everything held on the person as JSON; "Erase personal data" asks first, naming what happens, and
 * only once the person's e-mail is typed.
 */
export function PersonalDataPanel({ companyId, user, mayErase }: PersonalDataPanelProps) {
  const navigate = useNavigate();
  const exported = useExportPersonalData(companyId, user.externalId);
  const erase = useErasePersonalData(companyId, user.externalId);
  const [asking, setAsking] = useState(false);
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();
  const close = () => {
    setAsking(false);
    setTyped('');
  };
  const confirm = () =>
    erase.mutate(typed.trim(), { onSuccess: () => void navigate(`/companies/${companyId}/users`, { replace: true }), onSettled: close });

  return (
    <FormSection title="Personal data" description="Everything Aquarisk holds on this person, for a request to see or to erase it.">
      <Group gap="sm">
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={exported.isPending} onClick={() => exported.mutate()}>
          {m.exportButton}
        </Button>
        {mayErase ? (
          <Button color="red" variant="light" leftSection={<IconLock size={16} />} onClick={() => setAsking(true)}>
            {m.eraseButton}
          </Button>
        ) : null}
      </Group>
      <ConfirmDialog
        opened={asking}
        title={m.eraseTitle}
        message={
          <Stack gap="sm">
            <List size="sm" spacing={6}>
              {m.eraseConsequences(user.email, user.fullName).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
            <TextInput
              label={m.eraseConfirmLabel}
              placeholder={user.email}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              autoComplete="off"
              disabled={erase.isPending}
            />
            {typed && !matches ? (
              <Text size="xs" c="dimmed">
                {m.eraseConfirmMismatch}
              </Text>
            ) : null}
          </Stack>
        }
        confirmLabel={m.eraseButton}
        danger
        loading={erase.isPending}
        confirmDisabled={!matches}
        onConfirm={confirm}
        onCancel={close}
      />
    </FormSection>
  );
}
