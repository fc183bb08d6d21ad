import { percentile } from '../bench/bench-harness.ts';

export interface HealthLatency {
  p50: number;
  p99: number;
  samples: number;
  attacks: number;
}

/**
 * /health on a listening server, polled one request after another while `attackers` loops each run `attackOnce`
 * (issue 21's measure of a request that stalls everyone): at least `ms` long and `minSamples` answers, whatever the
 * machine's speed. Times are milliseconds from sending to the whole answer.
 */
export async function healthLatencyUnder(
  baseUrl: string,
  attackers: number,
  attackOnce: () => Promise<void>,
  { ms = 3_000, minSamples = 10 } = {},
): Promise<HealthLatency> {
  let running = true;
  let attacks = 0;
  const loops = Array.from({ length: attackers }, async () => {
    while (running) {
      await attackOnce();
      attacks++;
    }
  });
  const times: number[] = [];
  try {
    for (const end = Date.now() + ms; Date.now() < end || times.length < minSamples;) {
      const start = performance.now();
      const res = await fetch(`${baseUrl}/health`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`/health answered ${res.status}`);
      times.push(performance.now() - start);
    }
  } finally {
    running = false;
    await Promise.all(loops);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), samples: times.length, attacks };
}
