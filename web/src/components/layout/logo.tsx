import { Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * The Aquarisk mark: a wave in a shield. Links home. `wordmarkFrom` hides the name below a breakpoint, where the
 * header needs the room for the company and user menus (a 390 px phone).
 */
export function Logo({ compact = false, inverted = true, wordmarkFrom }: { compact?: boolean; inverted?: boolean; wordmarkFrom?: 'xs' }) {
  return (
    <Link
      to="/"
      aria-label="Aquarisk home"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        textDecoration: 'none',
        color: inverted ? 'white' : 'var(--mantine-color-navy-9)',
      }}
    >
      <svg width={30} height={30} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M16 2 4 7v8c0 7.2 5 12.7 12 15 7-2.3 12-7.8 12-15V7L16 2Z" fill="#14c0ad" />
        <path
          d="M8 17c2.2-2 4.4-2 6.6 0s4.4 2 6.6 0 2.2-1.3 2.8-1.6M8 21.5c2.2-2 4.4-2 6.6 0s4.4 2 6.6 0"
          stroke="#0b1d33"
          strokeWidth={2.2}
          fill="none"
          strokeLinecap="round"
        />
        <circle cx="20.5" cy="10.5" r="2.2" fill="#0b1d33" />
      </svg>
      {compact ? null : (
        <Text component="span" fw={800} fz={19} style={{ letterSpacing: '-0.01em' }} c="inherit" visibleFrom={wordmarkFrom}>
          Aquarisk
        </Text>
      )}
    </Link>
  );
}
