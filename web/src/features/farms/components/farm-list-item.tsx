import { forwardRef } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { Farm } from '@aquarisk/contract/schemas/farm.schema';
import { countOf } from '@aquarisk/contract/plural';
import { EditLinkButton } from '../../../components/edit-link-button.tsx';
import { IconMapPin, IconUsers } from '../../../components/icons.tsx';
import { ScheduleBadge } from '../../../components/schedule-badge.tsx';
import { StaleBadge } from '../../../components/stale-badge.tsx';
import classes from './farm-list.module.css';

export interface FarmActions {
  canEdit: boolean;
  canAssign: boolean;
  canDelete: boolean;
  onDelete: (farm: Farm) => void;
}

/** One farm of the list: name (selects it on the map), place, species, counts and the actions the user may take. */
export const FarmListItem = forwardRef<
  HTMLLIElement,
  { farm: Farm; selected: boolean; onSelect: (id: string) => void; actions: FarmActions }
>(function FarmListItem({ farm, selected, onSelect, actions }, ref) {
  const place = [farm.stateProvince, farm.country].filter(Boolean).join(', ');
  const base = `/companies/${farm.companyExtId}/farms/${farm.externalId}`;
  return (
    <Paper ref={ref} withBorder radius="md" p="md" className={classes.item} data-selected={selected || undefined} component="li">
      <Stack gap={8}>
        <UnstyledButton
          className={classes.name}
          onClick={() => onSelect(farm.externalId)}
          aria-pressed={selected}
          aria-label={`Show ${farm.name} on the map`}
        >
          <Text fw={650} c="navy.9" lh={1.3}>
            {farm.name}
          </Text>
        </UnstyledButton>
        <Group gap={6} wrap="nowrap" c="dimmed">
          <IconMapPin size={14} />
          <Text size="sm" truncate="end">
            {place || 'No location set'}
          </Text>
        </Group>
        <Group gap={6}>
          <ScheduleBadge schedule={farm.schedule} />
          <StaleBadge age={farm.auditAge} />
          {farm.species ? (
            <Badge variant="light" color="lagoon" radius="sm" tt="none">
              {farm.species}
            </Badge>
          ) : null}
          {farm.surveyCount !== undefined ? (
            <Badge variant="light" color="gray" radius="sm" tt="none">
              {countOf(farm.surveyCount, 'audit')}
            </Badge>
          ) : null}
          {farm.userCount !== undefined ? (
            <Badge variant="light" color="gray" radius="sm" tt="none">
              {countOf(farm.userCount, 'user')}
            </Badge>
          ) : null}
        </Group>
        {actions.canEdit || actions.canAssign || actions.canDelete ? (
          <Group gap="xs" mt={4}>
            {actions.canEdit ? <EditLinkButton to={base} name={farm.name} /> : null}
            {actions.canAssign ? (
              <Button
                component={Link}
                to={`${base}/users`}
                size="xs"
                variant="default"
                leftSection={<IconUsers size={14} />}
                aria-label={`Users of ${farm.name}`}
              >
                Users
              </Button>
            ) : null}
            {actions.canDelete ? (
              <Button size="xs" variant="subtle" color="red" onClick={() => actions.onDelete(farm)} aria-label={`Delete ${farm.name}`}>
                Delete
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
});
