// An auditor flooding the answer batch, on a thread of its own so that building and sending the bodies does not share
// the event loop of the server measured: `loops` connections each POST `url` as fast as the server answers (an
// attacker ignores Retry-After) until `ms` have passed (or each sent `batches`, when given), every batch `answers` rich-text answers to `questionIds` in
// turn with new client ids and new values, so that each would write. Reports every status it got.
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

const { url, token, loops, ms, questionIds, answers, batches = Infinity } = workerData;
const until = Date.now() + ms;
const statuses = [];
let n = 0;

/** Rich text of about 1.9 KB (a heading, paragraphs, a list and a link): 500 of them fill most of a 1 MiB body. */
const richText = (i) =>
  `<h2>Observation ${i}</h2>${'<p>Net pen <strong>inspected</strong>, moorings and <em>chains</em> checked; no wear found.</p>'.repeat(12)}` +
  `<ul><li>Feed barge</li><li>Mortality log</li></ul><p><a href="https://example.com/n/${i}">Photo</a></p>`;

const batch = () =>
  JSON.stringify({
    answers: Array.from({ length: answers }, (_, i) => ({
      clientId: randomUUID(),
      questionId: questionIds[i % questionIds.length],
      answerValue: richText(n++),
    })),
  });

async function loop() {
  for (let sent = 0; sent < batches && Date.now() < until; sent++) {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: batch(),
        signal: AbortSignal.timeout(Math.max(1, until - Date.now())),
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    } catch {
      // cut off at the end
    }
  }
}

await Promise.all(Array.from({ length: loops }, loop));
parentPort.postMessage(statuses);
