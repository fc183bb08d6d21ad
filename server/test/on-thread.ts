import { Worker } from 'node:worker_threads';

/** Runs a test/*.worker.mjs client on a thread of its own (its work does not share the server's event loop); resolves with what it reports. */
export function onThread<T>(file: string, workerData: object): Promise<T> {
  const worker = new Worker(new URL(`./${file}`, import.meta.url), { workerData });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}
