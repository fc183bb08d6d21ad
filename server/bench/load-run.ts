import http from 'node:http';
import autocannon from 'autocannon';

export interface LoadCall {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Keep-alive load over loopback for a bounded time: requests per second and latency percentiles in ms. */
export async function loadRun(call: LoadCall, seconds: number, connections: number): Promise<LoadResult> {
  const result = await autocannon({
    url: call.url,
    method: call.method,
    ...(call.headers ? { headers: call.headers } : {}),
    ...(call.body !== undefined ? { body: call.body } : {}),
    connections,
    duration: seconds,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * One request at a time over one keep-alive connection for a bounded time: the latency a single user sees, timed per
 * request to a hundredth of a millisecond (autocannon rounds to whole milliseconds).
 */
export async function latencyRun(call: LoadCall, seconds: number): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(call.url);
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(url, { method: call.method, headers: call.headers ?? {}, agent }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end(call.body);
    });
  const times: number[] = [];
  let errors = 0;
  let non2xx = 0;
  for (const end = performance.now() + seconds * 1000; performance.now() < end;) {
    const started = performance.now();
    try {
      const status = await once();
      if (status < 200 || status >= 300) non2xx++;
    } catch {
      errors++;
    }
    times.push(performance.now() - started);
  }
  agent.destroy();
  const sorted = times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    rps: times.length / seconds,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    errors,
    non2xx,
  };
}
