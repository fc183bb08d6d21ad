import { SegmentedControl, Tooltip } from '@mantine/core';
import type { BaseStyle } from './map-styles.ts';

/** Dark (offline) or satellite (when a tile URL is configured) base map. */
export function StyleToggle({
  value,
  onChange,
  satelliteAvailable,
}: {
  value: BaseStyle;
  onChange: (v: BaseStyle) => void;
  satelliteAvailable: boolean;
}) {
  const control = (
    <SegmentedControl
      size="xs"
      value={value}
      onChange={(v) => onChange(v)}
      aria-label="Base map"
      data={[
        { value: 'dark', label: 'Dark' },
        { value: 'satellite', label: 'Satellite', disabled: !satelliteAvailable },
      ]}
    />
  );
  return (
    <div style={{ position: 'absolute', left: 10, top: 10, zIndex: 2 }}>
      {satelliteAvailable ? (
        control
      ) : (
        <Tooltip label="Satellite imagery is not configured (MAP_SATELLITE_TILE_URL)">{<div>{control}</div>}</Tooltip>
      )}
    </div>
  );
}
