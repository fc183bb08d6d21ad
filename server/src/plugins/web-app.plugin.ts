import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { serverMessages } from '@aquarisk/contract/messages';
import { sendError } from '../lib/error-body.ts';

const apiPrefixes = ['/api/', '/admin/', '/docs', '/health'];
/** The offline map's vector tiles (web build, scripts/coastline): a tile that is not there is a 404, never index.html. */
const COAST = '/coast/';
const noAppFallback = [...apiPrefixes, COAST];

/** Serves the built web app; deep links (e.g. /audit/view-audit/<id>) get index.html. */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = Boolean(webDist && fs.existsSync(path.join(webDist, 'index.html')));
  if (!hasWeb || !webDist) {
    app.setNotFoundHandler((_request, reply) => sendError(reply, 'NOT_FOUND', serverMessages.notFound));
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    maxAge: '1h',
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
      else if (filePath.startsWith(path.join(webDist, COAST))) {
        // Not content-hashed (MapLibre asks for /coast/{z}/{x}/{y}.pbf), and they change only with a region: a week.
        res.header('Cache-Control', 'public, max-age=604800');
      }
    },
  });
  // The static server knows no type for .pbf, and names a pre-compressed file's type after the original afterwards.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(COAST) && reply.statusCode === 200) reply.header('Content-Type', 'application/x-protobuf');
    return payload;
  });
  const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'));
  app.setNotFoundHandler((request, reply) => {
    const noFallback = noAppFallback.some((p) => request.url.startsWith(p));
    if (noFallback || request.method !== 'GET') {
      return sendError(reply, 'NOT_FOUND', serverMessages.notFound);
    }
    return reply.type('text/html').header('Cache-Control', 'no-cache').send(indexHtml);
  });
}
