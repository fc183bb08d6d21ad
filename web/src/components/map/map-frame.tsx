import type { ReactNode, RefObject } from 'react';
import { Box, Skeleton } from '@mantine/core';
import type { BaseStyle } from './map-styles.ts';
import { StyleToggle } from './style-toggle.tsx';

export interface MapFrameProps {
  container: RefObject<HTMLDivElement | null>;
  ariaLabel: string;
  height: number | string;
  base: BaseStyle;
  onBase: (b: BaseStyle) => void;
  satelliteAvailable: boolean;
  /** overlays drawn above the map, e.g. a legend */
  children?: ReactNode;
  /** the map's style and layers are loaded (exposed as data-ready for tests that wait on it) */
  ready?: boolean;
  /** the map has not drawn its land yet: a loading state covers the empty sea */
  loading?: boolean;
}

/** The rounded frame every map shares: the map region, the dark/satellite toggle and any overlays. */
export function MapFrame({
  container,
  ariaLabel,
  height,
  base,
  onBase,
  satelliteAvailable,
  children,
  ready = false,
  loading = false,
}: MapFrameProps) {
  return (
    <Box pos="relative" h={height} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', background: '#0a1628' }}>
      <div ref={container} role="region" aria-label={ariaLabel} data-ready={ready} style={{ position: 'absolute', inset: 0 }} />
      {loading ? (
        <Skeleton pos="absolute" inset={0} radius={0} style={{ zIndex: 1 }} role="status" aria-busy="true" aria-label="Loading map" />
      ) : null}
      <StyleToggle value={base} onChange={onBase} satelliteAvailable={satelliteAvailable} />
      {children}
    </Box>
  );
}
