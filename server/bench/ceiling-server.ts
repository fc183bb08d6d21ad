/**
 * The ceiling of `npm run bench:ceiling`: a bare Fastify that answers each recorded call with the very bytes the
 * real server sent, from memory, with no database, access check, validation or serialisation. What the real server
 * reaches of this is the share of the machine its own work leaves.
 * Usage: tsx bench/ceiling-server.ts <port> <recorded.json>
 */
import fs from 'node:fs';
import Fastify from 'fastify';

export interface RecordedAnswer {
  method: 'GET' | 'POST';
  url: string;
  status: number;
  contentType: string;
  bodyBase64: string;
}

const [port, file] = process.argv.slice(2);
const answers = JSON.parse(fs.readFileSync(file!, 'utf8')) as RecordedAnswer[];
const app = Fastify({ logger: false });
app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
for (const [i, a] of answers.entries()) {
  const body = Buffer.from(a.bodyBase64, 'base64');
  app.route({ method: a.method, url: `/ceiling/${i}`, handler: (_req, reply) => reply.status(a.status).type(a.contentType).send(body) });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
