import { Box, Group, Stack, Text } from '@mantine/core';
import { actionRiskLevels, riskColor, riskText } from '@aquarisk/contract/risk';
import { countOf } from '@aquarisk/contract/plural';
import { BOTTOM_OVERLAY } from '../../../components/map/fit-camera.ts';
import { CIRCLE_RADII, type MapMode } from '../map-modes.ts';
import { STALE_RING } from '../map/farm-layer.ts';

export interface MapLegendProps {
  mode: MapMode;
  section: string | null;
  shown: number;
  hidden: number;
  /** farms whose latest scored audit is older than the company's audit interval (issue 39 item 5) */
  stale: number;
}

const swatch = (color: string, size = 10) => (
  <Box w={size} h={size} bg={color} style={{ borderRadius: '50%', flex: 'none', border: '1px solid #0a1628' }} />
);

/** What the colours and sizes mean, and how many farms the mode draws. */
export function MapLegend({ mode, section, shown, hidden, stale }: MapLegendProps) {
  const value = mode.value;
  // Every other threshold keeps the legend short: 0, 250k, 1M, 5M (and 10M).
  const sizes = value
    ? value.thresholds.map((t, i) => ({ t, r: CIRCLE_RADII[i]! })).filter((_, i) => i % 2 === 0 || i === value.thresholds.length - 1)
    : [];
  return (
    <Box
      pos="absolute"
      left={10}
      bottom={28}
      p={8}
      maw={230}
      style={{ zIndex: 2, background: 'rgba(10,22,40,0.86)', color: '#fff', borderRadius: 8, fontSize: 11 }}
      data-testid="map-legend"
      {...{ [BOTTOM_OVERLAY]: true }}
    >
      <Text size="11px" fw={700} mb={4} c="white">
        {section ? `${section} risk` : 'Risk'}
      </Text>
      <Group gap={6} wrap="wrap">
        {[...actionRiskLevels].reverse().map((r) => (
          <Group key={r} gap={3} wrap="nowrap">
            {swatch(riskColor(r))}
            <Text size="10px" c="white">
              {riskText(r).toLowerCase()}
            </Text>
          </Group>
        ))}
        <Group gap={3} wrap="nowrap">
          {swatch(riskColor(null))}
          <Text size="10px" c="white">
            {mode.scoredOnly ? 'unknown' : 'not scored'}
          </Text>
        </Group>
      </Group>
      {stale > 0 ? (
        // Only when the map has stale farms: a legend entry for nothing drawn is noise.
        <Group gap={4} wrap="nowrap" mt={6} data-testid="map-legend-stale">
          <Box w={10} h={10} style={{ borderRadius: '50%', flex: 'none', border: `3px solid ${STALE_RING}` }} />
          <Text size="10px" c="white">
            stale: latest audit older than the audit interval ({stale.toLocaleString('en-US')})
          </Text>
        </Group>
      ) : null}
      {value ? (
        <Stack gap={2} mt={6}>
          <Text size="11px" fw={700} c="white">
            Size: {value.noun}
            {value.money ? ' (each in its own currency)' : ''}
          </Text>
          <Group gap={8} align="center" wrap="wrap">
            {sizes.map((s) => (
              <Group key={s.t} gap={3} wrap="nowrap">
                {swatch('#9fb3c8', s.r * 1.2)}
                <Text size="10px" c="white">
                  {s.t === 0 ? '< ' + value.scale(value.thresholds[1]!) : `${value.scale(s.t)}+`}
                </Text>
              </Group>
            ))}
          </Group>
        </Stack>
      ) : null}
      <Text size="10px" mt={6} c="gray.4" data-testid="map-legend-count">
        {countOf(shown, 'farm')} shown
        {hidden > 0
          ? `; ${hidden.toLocaleString('en-US')} not drawn (${mode.scoredOnly ? 'no scored audit' : value ? `no ${value.noun}` : 'no location'}${mode.scoredOnly || value ? ' or no location' : ''})`
          : ''}
      </Text>
    </Box>
  );
}
