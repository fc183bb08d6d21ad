import http from 'node:http';

export interface HealthLatency {
  count: number;
  p50: number;
  p99: number;
  max: number;
  /** status codes other than 200 */
  failures: number[];
}

/**
 * Asks GET /health on a fixed schedule (every `everyMs`) until stopped, each request measured from the moment it was
 * due rather than from when a timer managed to fire. The server under test shares this process's event loop, so a
 * freeze delays the timers too: measured this way, every request due during a freeze shows its full wait, and a
 * 14 s freeze raises the median instead of counting as one slow sample among fast ones.
 */
export function sampleHealth(port: number, everyMs = 100) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const latencies: number[] = [];
  const failures: number[] = [];
  const inFlight = new Set<Promise<void>>();
  const start = performance.now();
  let due = 0;
  let stopped = false;

  const ask = (dueAt: number) => {
    const done = new Promise<void>((resolve) => {
      const req = http.get({ agent, host: '127.0.0.1', port, path: '/health' }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - dueAt);
          if (res.statusCode !== 200) failures.push(res.statusCode ?? 0);
          resolve();
        });
      });
      req.on('error', () => {
        failures.push(0);
        resolve();
      });
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };
  const tick = () => {
    if (stopped) return;
    for (const now = performance.now(); start + due * everyMs <= now; due++) ask(start + due * everyMs);
    setTimeout(tick, Math.max(0, start + due * everyMs - performance.now()));
  };
  tick();

  return {
    /** Stops asking once at least `minMs` have passed since the start, waits for the answers, and sums them up. */
    async stop(minMs = 1000): Promise<HealthLatency> {
      const left = start + minMs - performance.now();
      if (left > 0) await new Promise((r) => setTimeout(r, left));
      stopped = true;
      while (inFlight.size) await Promise.all([...inFlight]);
      agent.destroy();
      const sorted = [...latencies].sort((a, b) => a - b);
      const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN);
      return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: at(1), failures };
    },
  };
}

/** Sends a prepared request body over a real socket and answers status and body. */
export function post(port: number, path: string, headers: Record<string, string>, body: Buffer) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { ...headers, 'content-length': body.length } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
