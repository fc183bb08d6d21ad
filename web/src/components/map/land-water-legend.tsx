import { Group, Paper, Text } from '@mantine/core';
import { mapColors } from './map-styles.ts';

const Swatch = ({ color, label }: { color: string; label: string }) => (
  <Group gap={6} wrap="nowrap">
    <span aria-hidden style={{ width: 12, height: 12, borderRadius: 3, background: color, border: `1px solid ${mapColors.coast}` }} />
    <Text size="xs" c="gray.1">
      {label}
    </Text>
  </Group>
);

/** What the offline map's two fills are (issue 37 item 18: land and water read as two close navy shades). */
export function LandWaterLegend() {
  return (
    <Paper
      component="figure"
      aria-label="Map legend"
      pos="absolute"
      left={10}
      bottom={10}
      px={8}
      py={4}
      m={0}
      radius="sm"
      style={{ zIndex: 2, background: 'rgba(10, 22, 40, 0.85)' }}
    >
      <Group gap="sm" wrap="nowrap">
        <Swatch color={mapColors.land} label="Land" />
        <Swatch color={mapColors.sea} label="Water" />
      </Group>
    </Paper>
  );
}
