import { SegmentedControl, Select } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { mapModeKeys, mapModes, type MapModeKey } from '../map-modes.ts';

const data = mapModeKeys.map((key) => ({ value: key, label: mapModes[key].label }));

/** The six map modes (docs/requirements.md#results-2): a segmented control, or a select on narrow screens. */
export function MapModeControl({ value, onChange }: { value: MapModeKey; onChange: (mode: MapModeKey) => void }) {
  const wide = useMediaQuery('(min-width: 62em)', true);
  if (!wide) {
    return <Select label="Map mode" data={data} value={value} onChange={(v) => v && onChange(v)} allowDeselect={false} w={220} />;
  }
  return <SegmentedControl aria-label="Map mode" data={data} value={value} onChange={(v) => onChange(v)} color="navy" />;
}
