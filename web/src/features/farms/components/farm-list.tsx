import { useEffect, useRef } from 'react';
import type { Farm } from '@aquarisk/contract/schemas/farm.schema';
import { FarmListItem, type FarmActions } from './farm-list-item.tsx';
import classes from './farm-list.module.css';

export interface FarmListProps {
  farms: Farm[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  actions: FarmActions;
}

/** The company's farms; the selected one is scrolled into view whenever the selection changes. */
export function FarmList({ farms, selectedId, onSelect, actions }: FarmListProps) {
  const items = useRef(new Map<string, HTMLLIElement>());

  useEffect(() => {
    if (!selectedId) return;
    items.current.get(selectedId)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selectedId]);

  return (
    <div className={classes.scroller}>
      <ul className={classes.list} aria-label="Farms">
        {farms.map((farm) => (
          <FarmListItem
            key={farm.externalId}
            ref={(el) => {
              if (el) items.current.set(farm.externalId, el);
              else items.current.delete(farm.externalId);
            }}
            farm={farm}
            selected={farm.externalId === selectedId}
            onSelect={onSelect}
            actions={actions}
          />
        ))}
      </ul>
    </div>
  );
}
