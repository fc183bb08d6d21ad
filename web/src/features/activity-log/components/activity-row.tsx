import { Fragment } from 'react';
import { ActionIcon, Badge, Code, List, Stack, Table, Text } from '@mantine/core';
import { activityEventLabel, activitySubjectLabel, describeChanges } from '@aquarisk/contract/activity';
import type { ActivityItem } from '@aquarisk/contract/schemas/activity.schema';
import { IconChevronDown, IconChevronRight } from '../../../components/icons.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';

export interface ActivityRowProps {
  item: ActivityItem;
  id: string;
  open: boolean;
  onToggle: () => void;
}

/** One entry: who, what, which company, when; expanded, each changed field and the target's id. */
export function ActivityRow({ item, id, open, onToggle }: ActivityRowProps) {
  // instants in the reader's locale and time zone, as every date of the app (issue 37 item 15)
  const changes = describeChanges(item.updatedFieldsJson, { formatInstant: formatDateTime });
  const detailId = `${id}-detail`;
  const event = activityEventLabel(item.method, item.target, item.updatedFieldsJson);
  return (
    <Fragment>
      <Table.Tr onClick={onToggle} style={{ cursor: 'pointer' }} data-testid="activity-row">
        <Table.Td w={36}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-expanded={open}
            aria-controls={detailId}
            aria-label={`${open ? 'Hide' : 'Show'} the changes of ${event} ${item.targetName ?? ''}`.trim()}
            onClick={(e) => {
              e.stopPropagation();
              onToggle();
            }}
          >
            {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          </ActionIcon>
        </Table.Td>
        <Table.Td>
          {item.targetUserEmail ?? (
            <Text c="dimmed" span>
              System
            </Text>
          )}
        </Table.Td>
        <Table.Td>
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {event}
            </Text>
            {item.targetName ? (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {item.targetName}
              </Text>
            ) : null}
          </Stack>
        </Table.Td>
        <Table.Td>
          {item.companyName ?? (
            <Text c="dimmed" span>
              —
            </Text>
          )}
        </Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        </Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr id={detailId} bg="gray.0">
          <Table.Td />
          <Table.Td colSpan={4}>
            <Stack gap={6} py={4}>
              {changes.length ? (
                <List size="sm" spacing={2} aria-label="Changed fields">
                  {changes.map((line, i) => (
                    <List.Item key={i} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                      {line}
                    </List.Item>
                  ))}
                </List>
              ) : (
                <Text size="sm" c="dimmed">
                  No field changes recorded.
                </Text>
              )}
              <Text size="xs" c="dimmed" component="div">
                Target id: {item.targetExtId ? <Code>{item.targetExtId}</Code> : 'none'}
                {item.targetName ? (
                  <>
                    {' · '}
                    <Badge size="xs" variant="light" color="gray">
                      {activitySubjectLabel(item.target, item.updatedFieldsJson)}
                    </Badge>{' '}
                    {item.targetName}
                  </>
                ) : null}
              </Text>
            </Stack>
          </Table.Td>
        </Table.Tr>
      ) : null}
    </Fragment>
  );
}
