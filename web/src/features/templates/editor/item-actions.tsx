import { memo, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { ActionIcon, Group } from '@mantine/core';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { sameData } from './same-data.ts';

const ArrowUp = () => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
    <path d="m6 15 6-6 6 6" />
  </svg>
);
const ArrowDown = () => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
    <path d="m6 9 6 6 6-6" />
  </svg>
);
const Trash = () => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true">
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
  </svg>
);

interface MoveButtonProps {
  ref: RefObject<HTMLButtonElement | null>;
  way: 'up' | 'down';
  kind: string;
  label: string;
  disabled: boolean;
  onClick: (e: MouseEvent<HTMLButtonElement>) => void;
}

const MoveButton = ({ ref, way, kind, label, disabled, onClick }: MoveButtonProps) => (
  <ActionIcon
    ref={ref}
    variant="subtle"
    color="gray"
    title={`Move ${kind} ${way}`}
    aria-label={`Move ${label} ${way}`}
    disabled={disabled}
    onClick={onClick}
  >
    {way === 'up' ? <ArrowUp /> : <ArrowDown />}
  </ActionIcon>
);

export interface ItemActionsProps {
  /** 'section', 'step', 'question', 'option' */
  kind: string;
  /** the item's path, e.g. `sections[0].steps[2]`: the handlers act on it */
  path: string;
  /** what the buttons name for screen readers, e.g. 'Question 3' */
  label: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** asked before removing (an item with content); removes at once when absent */
  confirmRemove?: string | null;
}

/**
 * Up, down and remove for one item. Moving keeps the keyboard focus on the pressed button (or the other arrow when
 * the item reached the end), so a keyboard user can press it again to keep moving. Native titles instead of
 * tooltips: a large template shows hundreds of these buttons.
 */
export const ItemActions = memo(function ItemActions({ kind, label, index, count, onMove, onRemove, confirmRemove }: ItemActionsProps) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);

  const move = (by: -1 | 1) => (e: MouseEvent<HTMLButtonElement>) => {
    e.stopPropagation();
    const pressed = by === -1 ? up : down;
    const other = by === -1 ? down : up;
    onMove(by);
    requestAnimationFrame(() => {
      const target = pressed.current && !pressed.current.disabled ? pressed.current : other.current;
      target?.focus();
    });
  };

  return (
    <Group gap={2} wrap="nowrap" onClick={(e) => e.stopPropagation()}>
      <MoveButton ref={up} way="up" kind={kind} label={label} disabled={index === 0} onClick={move(-1)} />
      <MoveButton ref={down} way="down" kind={kind} label={label} disabled={index >= count - 1} onClick={move(1)} />
      <ActionIcon
        variant="subtle"
        color="red"
        title={`Remove ${kind}`}
        aria-label={`Remove ${label}`}
        onClick={(e) => {
          e.stopPropagation();
          if (confirmRemove) setConfirming(true);
          else onRemove();
        }}
      >
        <Trash />
      </ActionIcon>
      {confirmRemove ? (
        <ConfirmDialog
          opened={confirming}
          title={`Remove ${kind}`}
          message={confirmRemove}
          confirmLabel="Remove"
          danger
          onConfirm={() => {
            setConfirming(false);
            onRemove();
          }}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </Group>
  );
}, sameData);
