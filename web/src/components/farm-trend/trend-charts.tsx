import { useEffect, useMemo, useRef } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { defaultThresholds, riskColors } from '@aquarisk/contract/risk';
import type { FarmTrend, TrendEnvironmentSeries, TrendMeasure } from '@aquarisk/contract/schemas/trend.schema';
import { formatValue, limitColor, limitLine, secondsOf, trendColors } from './trend-format.ts';

const AXIS = { stroke: '#5c636a', grid: { stroke: '#e9ecef' } };
const OVERALL = '#0b2545';

/** One uPlot chart that follows its container's width; uPlot draws on a canvas and loads only with this module. */
function Chart({
  options,
  data,
  label,
  testId,
}: {
  options: Omit<uPlot.Options, 'width'>;
  data: uPlot.AlignedData;
  label: string;
  testId: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // A static legend: the names and colours of the lines (the values are in the tables below the charts).
    const plot = new uPlot({ legend: { live: false }, ...options, width: Math.max(240, el.clientWidth) }, data, el);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(240, el.clientWidth), height: options.height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [options, data]);
  return <div ref={box} role="img" aria-label={label} data-testid={testId} />;
}

/** The risk bands behind a 0–100 score axis, in the theme's risk colours (LOW at the top). */
const bandBackground: uPlot.Plugin = {
  hooks: {
    drawClear: (u) => {
      const { ctx, bbox } = u;
      const t = defaultThresholds;
      const bands: [number, number, string][] = [
        [t.low, 100, riskColors.LOW],
        [t.moderateLow, t.low, riskColors.MODERATE_LOW],
        [t.moderate, t.moderateLow, riskColors.MODERATE],
        [t.moderateHigh, t.moderate, riskColors.MODERATE_HIGH],
        [0, t.moderateHigh, riskColors.HIGH],
      ];
      ctx.save();
      ctx.globalAlpha = 0.1;
      for (const [from, to, color] of bands) {
        const top = u.valToPos(to, 'y', true);
        const bottom = u.valToPos(from, 'y', true);
        ctx.fillStyle = color;
        ctx.fillRect(bbox.left, top, bbox.width, bottom - top);
      }
      ctx.restore();
    },
  },
};

function ScoresChart({ trend }: { trend: FarmTrend }) {
  const { options, data } = useMemo(() => scoresPlot(trend), [trend]);
  return (
    <Chart
      options={options}
      data={data}
      testId="trend-scores-chart"
      label={`Overall and section scores of ${trend.audits.length} scored audits, from ${trend.audits[0]?.date.slice(0, 10)} to ${trend.audits.at(-1)?.date.slice(0, 10)}`}
    />
  );
}

function scoresPlot(trend: FarmTrend) {
  const xs = trend.audits.map((a) => secondsOf(a.date));
  const sections = new Map<number, string>();
  for (const a of trend.audits) for (const s of a.sections) sections.set(s.id, s.name);
  const data: uPlot.AlignedData = [
    xs,
    trend.audits.map((a) => a.normScore),
    ...[...sections.keys()].map((id) => trend.audits.map((a) => a.sections.find((s) => s.id === id)?.normScore ?? null)),
  ];
  const options: Omit<uPlot.Options, 'width'> = {
    height: 260,
    plugins: [bandBackground],
    scales: { x: { time: true }, y: { range: [0, 100] } },
    axes: [AXIS, { ...AXIS, size: 44 }],
    series: [
      {},
      { label: 'Overall', stroke: OVERALL, width: 3, points: { show: true, size: 8, fill: OVERALL } },
      ...[...sections.values()].map((name, i) => ({
        label: name,
        stroke: trendColors[i % trendColors.length],
        width: 1.5,
        points: { show: true, size: 5 },
      })),
    ],
  };
  return { options, data };
}

function MeasureChart({ measure }: { measure: TrendMeasure }) {
  const { options, data } = useMemo(() => measurePlot(measure), [measure]);
  return (
    <Stack gap={4}>
      <Title order={4} size="h6">
        {measure.label}
      </Title>
      <Chart
        options={options}
        data={data}
        testId={`trend-measure-chart-${measure.key}`}
        label={`${measure.label}: ${measure.points.map((p) => formatValue(p.value, measure.unit)).join(', ')}; ${measure.limits.map((l) => limitLine(l, measure.unit)).join('; ') || 'no limit'}`}
      />
    </Stack>
  );
}

function measurePlot(measure: TrendMeasure) {
  const xs = measure.points.map((p) => secondsOf(p.date));
  const values = measure.points.map((p) => p.value);
  const data: uPlot.AlignedData = [xs, values, ...measure.limits.map((l) => xs.map(() => l.value))];
  const all = [...values, ...measure.limits.map((l) => l.value)];
  const top = Math.max(...all);
  const options: Omit<uPlot.Options, 'width'> = {
    height: 180,
    scales: { x: { time: true }, y: { range: [Math.min(0, ...all), top === 0 ? 1 : top * 1.15] } },
    axes: [AXIS, { ...AXIS, size: 52 }],
    series: [
      {},
      {
        // The chart's title names the measure: the legend says only what the line is.
        label: measure.unit ? `Audits (${measure.unit})` : 'Audits',
        stroke: OVERALL,
        width: 2,
        points: { show: true, size: 7 },
      },
      ...measure.limits.map((l) => ({
        label: limitLine(l, measure.unit),
        stroke: limitColor(l),
        width: 1.5,
        dash: [6, 4],
        points: { show: false },
      })),
    ],
  };
  return { options, data };
}

function EnvironmentChart({ series, names }: { series: TrendEnvironmentSeries; names: readonly string[] }) {
  const { options, data, audits } = useMemo(() => environmentPlot(series, names), [series, names]);
  const unit = series.unit ? ` (${series.unit})` : '';
  return (
    <Stack gap={4}>
      <Title order={4} size="h6">
        {series.label}
        {unit}
      </Title>
      <Chart
        options={options}
        data={data}
        testId={`trend-environment-chart-${series.key}`}
        label={`${series.label} of ${audits} audits on one time axis`}
      />
    </Stack>
  );
}

/** `names`: the trend's audits' names, by the index the points name them with. */
function environmentPlot(series: TrendEnvironmentSeries, names: readonly string[]) {
  const audits = [...new Set(series.points.map((p) => p.audit))].sort((a, b) => a - b);
  const xs = [...new Set(series.points.map((p) => p.tsMs))].sort((a, b) => a - b);
  const at = new Map(xs.map((x, i) => [x, i]));
  const ys = audits.map((id) => {
    const col: (number | null)[] = xs.map(() => null);
    for (const p of series.points) if (p.audit === id) col[at.get(p.tsMs)!] = p.value;
    return col;
  });
  const options: Omit<uPlot.Options, 'width'> = {
    height: 180,
    scales: { x: { time: true } },
    axes: [AXIS, { ...AXIS, size: 52 }],
    series: [
      {},
      ...audits.map((id, i) => ({
        label: names[id] ?? 'Audit',
        stroke: trendColors[i % trendColors.length],
        width: 1.5,
        spanGaps: false,
        points: { show: false },
      })),
    ],
  };
  const data: uPlot.AlignedData = [xs.map((x) => x / 1000), ...ys];
  return { options, data, audits: audits.length };
}

/** The trend's charts (loaded lazily with uPlot): scores, the priced measurements with their limits, environment. */
export default function TrendCharts({ trend }: { trend: FarmTrend }) {
  const names = useMemo(() => trend.audits.map((a) => a.name), [trend]);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={3} size="h5">
          Scores
        </Title>
        <ScoresChart trend={trend} />
      </Stack>
      {trend.measures.length ? (
        <Stack gap={4}>
          <Title order={3} size="h5">
            Priced measurements
          </Title>
          <Text size="xs" c="dimmed">
            Dashed lines: the legal limit (red) or the standard (orange) that applies to the farm today.
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {trend.measures.map((m) => (
              <MeasureChart key={m.key} measure={m} />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
      {trend.environment.length ? (
        <Stack gap={4}>
          <Title order={3} size="h5">
            Environment
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {trend.environment.map((s) => (
              <EnvironmentChart key={s.key} series={s} names={names} />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
    </Stack>
  );
}
