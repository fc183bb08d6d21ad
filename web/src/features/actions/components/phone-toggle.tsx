import { useId, useState, type ReactNode } from 'react';
import { Box, Button } from '@mantine/core';

export interface PhoneToggleProps {
  /** what the button says while the part is hidden, and while shown */
  showLabel: string;
  hideLabel: string;
  children: ReactNode;
}

/**
 * A part of the actions page that a phone keeps folded behind a button (issue 37 item 16: the list started after
 * about 1,450 px of filters and map). The part mounts when first opened and stays mounted.
 */
export function PhoneToggle({ showLabel, hideLabel, children }: PhoneToggleProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const id = useId();
  return (
    <div>
      <Button
        variant="default"
        fullWidth
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          setOpen((o) => !o);
          setOpened(true);
        }}
      >
        {open ? hideLabel : showLabel}
      </Button>
      <Box id={id} hidden={!open} pt="sm">
        {opened ? children : null}
      </Box>
    </div>
  );
}
