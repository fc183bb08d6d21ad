import { forwardRef } from 'react';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

/** A password input whose show/hide toggle is reachable by keyboard and says what it will do. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'>>(
  function PasswordField(props, ref) {
    const [visible, { toggle }] = useDisclosure(false);
    const what = typeof props.label === 'string' ? props.label.toLowerCase() : 'password';
    return (
      <PasswordInput
        ref={ref}
        {...props}
        visible={visible}
        onVisibilityChange={toggle}
        visibilityToggleButtonProps={{ tabIndex: 0, 'aria-label': `${visible ? 'Hide' : 'Show'} ${what}` }}
      />
    );
  },
);
