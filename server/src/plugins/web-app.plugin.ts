import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { serverMessages } from '@aquarisk/contract/messages';
import { sendError } from './error-handler.plugin.ts';

const apiPrefixes = ['/api/', '/admin/', '/docs', '/health'];

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
    },
  });
  const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'));
  app.setNotFoundHandler((request, reply) => {
    const isApi = apiPrefixes.some((p) => request.url.startsWith(p));
    if (isApi || request.method !== 'GET') {
      return sendError(reply, 'NOT_FOUND', serverMessages.notFound);
    }
    return reply.type('text/html').header('Cache-Control', 'no-cache').send(indexHtml);
  });
}
