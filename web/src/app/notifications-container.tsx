// The alerts' container on its own, for notifications-host.tsx to load with the first alert.
export { Notifications } from '@mantine/notifications';
