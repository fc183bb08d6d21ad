import { useEffect, useId, useRef } from 'react';
import { Stack, Text } from '@mantine/core';
import type { Farm } from '@aquarisk/contract/schemas/farm.schema';
import { FarmListItem, type FarmActions } from './farm-list-item.tsx';
import { FarmListMore, type FarmListMoreProps } from './farm-list-more.tsx';
import classes from './farm-list.module.css';

export interface FarmListProps {
  /** the pages loaded so far */
  farms: Farm[];
  /** the selected farm when it is not among the pages loaded: shown above the list */
  pinned: Farm | null;
  selectedId: string | null;
  onSelect: (id: string) => void;
  actions: FarmActions;
  more: FarmListMoreProps;
}

/** The company's farms; the selected one is scrolled into view whenever the selection changes. */
export function FarmList({ farms, pinned, selectedId, onSelect, actions, more }: FarmListProps) {
  const items = useRef(new Map<string, HTMLLIElement>());
  const pinnedHeading = useId();
  const itemRef = (id: string) => (el: HTMLLIElement | null) => {
    if (el) items.current.set(id, el);
    else items.current.delete(id);
  };

  useEffect(() => {
    if (!selectedId) return;
    items.current.get(selectedId)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selectedId, pinned?.externalId]);

  return (
    <>
      {pinned ? (
        <Stack gap={6}>
          <Text size="xs" fw={650} tt="uppercase" c="dimmed" id={pinnedHeading}>
            Selected farm
          </Text>
          <ul className={classes.list} aria-labelledby={pinnedHeading}>
            <FarmListItem ref={itemRef(pinned.externalId)} farm={pinned} selected onSelect={onSelect} actions={actions} />
          </ul>
        </Stack>
      ) : null}
      <div className={classes.scroller}>
        <ul className={classes.list} aria-label="Farms">
          {farms.map((farm) => (
            <FarmListItem
              key={farm.externalId}
              ref={itemRef(farm.externalId)}
              farm={farm}
              selected={farm.externalId === selectedId}
              onSelect={onSelect}
              actions={actions}
            />
          ))}
        </ul>
        <FarmListMore {...more} />
      </div>
    </>
  );
}
