// Attacking clients for load tests, on their own thread so that their work does not share the event loop of the
// server they measure: each token loops GET `url` as fast as the server answers (an attacker ignores Retry-After)
// until `ms` have passed, then cuts off what is in flight and reports every status it got. Each request has a signal
// of its own: fetch leaves a listener on the signal it is given, thousands of them on one shared signal.
import { parentPort, workerData } from 'node:worker_threads';

const { url, tokens, ms } = workerData;
const until = Date.now() + ms;
const statuses = [];

async function loop(token) {
  while (Date.now() < until) {
    try {
      const res = await fetch(url, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(Math.max(1, until - Date.now())),
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    } catch {
      // cut off at the end
    }
  }
}

await Promise.all(tokens.map(loop));
parentPort.postMessage(statuses);
