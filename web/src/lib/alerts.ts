import { notifications } from '@mantine/notifications';
import { ALERT_TIMEOUT_MS } from '@aquarisk/contract/constants';

/**
 * Success and error alerts clear after 5 seconds (docs/requirements.md#core-4). The text doubles as the id, so the same alert raised by
 * several failing calls at once shows only once.
 */
function show(message: string, color: 'teal' | 'red', title?: string) {
  notifications.show({
    id: `${color}:${message}`,
    message,
    title,
    color,
    autoClose: ALERT_TIMEOUT_MS,
    withBorder: true,
  });
}

export function notifySuccess(message: string) {
  show(message, 'teal');
}

export function notifyError(message: string) {
  show(message, 'red');
}
