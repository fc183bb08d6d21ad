import { useRef, useSyncExternalStore } from 'react';
import { Anchor, Button, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { errorMessages } from '@aquarisk/contract/messages';
import { errorPopupStore, type ErrorPopupContent } from '../lib/error-popup-store.ts';
import { supportContact } from '../lib/public-links.ts';
import { IconAlert } from './icons.tsx';

/**
 * The one error popup (docs/requirements.md#core-8): "We've encountered an error...", "Our apologies for the inconvenience.", then the
 * status title and lines, a contact where the catalogue names one, and Retry + Cancel or OK.
 */
export function ErrorPopup() {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the store's methods never use this
  const current = useSyncExternalStore(errorPopupStore.subscribe, errorPopupStore.current, errorPopupStore.current);
  // Keep the last popup drawn while the modal plays its closing transition.
  const last = useRef<ErrorPopupContent | null>(null);
  if (current) last.current = current;
  const popup = current ?? last.current;
  const close = () => errorPopupStore.close();
  const retry = () => {
    const fn = popup?.retry;
    close();
    fn?.();
  };
  // A contact that is not configured is left out rather than shown as a placeholder address.
  const contact = popup?.contact ? supportContact(popup.contact) : null;

  return (
    <Modal
      opened={current !== null}
      onClose={close}
      centered
      radius="lg"
      size="md"
      zIndex={400}
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="red" variant="light" radius="xl" size="lg">
            <IconAlert size={18} />
          </ThemeIcon>
          <Text fw={700} size="lg">
            {errorMessages.popupTitle}
          </Text>
        </Group>
      }
    >
      {popup ? (
        <Stack gap="sm">
          <Text c="dimmed" size="sm">
            {errorMessages.apologies}
          </Text>
          <Title order={2} size="h4" mt="xs">
            {popup.title}
          </Title>
          {popup.lines.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
          {contact ? (
            <Text size="sm">
              {contact.label}: <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
            </Text>
          ) : null}
          <Group justify="flex-end" mt="md" gap="sm">
            {popup.retry ? (
              <>
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button onClick={retry} data-autofocus>
                  Retry
                </Button>
              </>
            ) : (
              <Button onClick={close} data-autofocus>
                OK
              </Button>
            )}
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
