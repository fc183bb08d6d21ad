// Times GET `url` every `everyMs` for `ms`, from a thread of its own: a probe is sent when it is due whatever the
// server (or the test's own event loop) is doing, and does not wait for the one before, so a stalled server shows in
// every probe due during the stall. A probe unanswered after `giveUpMs` counts as `giveUpMs` (less than it would
// have taken). `headers` (optional) go with every probe, e.g. a token to time a signed-in page. Reports the
// latencies in ms, sorted.
import { parentPort, workerData } from 'node:worker_threads';

const { url, everyMs, ms, giveUpMs, headers = {} } = workerData;

async function probe() {
  const started = performance.now();
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(giveUpMs) });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  } catch (err) {
    if (err.name !== 'TimeoutError') throw err;
  }
  return Math.min(giveUpMs, performance.now() - started);
}

const probes = [];
const timer = setInterval(() => probes.push(probe()), everyMs);
await new Promise((resolve) => setTimeout(resolve, ms));
clearInterval(timer);
parentPort.postMessage((await Promise.all(probes)).sort((a, b) => a - b));
