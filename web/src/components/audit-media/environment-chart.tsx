import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { EnvironmentSeries } from '@aquarisk/contract/schemas/environment.schema';
import { cursorTimeLabel, timeAxisLabels } from './environment-axis.ts';

export interface EnvironmentChartProps {
  series: EnvironmentSeries;
  color: string;
  height?: number;
}

/**
 * One parameter over time, drawn with uPlot on a canvas: it stays fast at tens of thousands of points, where SVG
 * charts stall. The chart follows its container's width.
 */
export default function EnvironmentChart({ series, color, height = 180 }: EnvironmentChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = series.points.map((p) => p[0] / 1000);
    const ys = series.points.map((p) => p[1]);
    const unit = series.unit ? ` (${series.unit})` : '';
    const plot = new uPlot(
      {
        width: Math.max(200, el.clientWidth),
        height,
        legend: { show: true, live: true },
        cursor: { drag: { x: true, y: false } },
        scales: { x: { time: true } },
        axes: [
          {
            stroke: '#5c636a',
            grid: { stroke: '#e9ecef' },
            values: (_u, splits, _axis, _space, increment) => timeAxisLabels(splits, increment),
          },
          { stroke: '#5c636a', grid: { stroke: '#e9ecef' }, size: 56 },
        ],
        series: [
          { value: (_u, v) => cursorTimeLabel(v) },
          { label: `${series.label}${unit}`, stroke: color, width: 1.5, fill: `${color}22`, points: { show: false } },
        ],
      },
      [xs, ys],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(200, el.clientWidth), height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series, color, height]);
  return <div ref={box} role="img" aria-label={`Chart of ${series.label} over time`} data-testid={`environment-chart-${series.key}`} />;
}
