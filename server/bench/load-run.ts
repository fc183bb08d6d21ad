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
