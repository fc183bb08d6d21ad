import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { serverMessages } from '@aquarisk/contract/messages';
import { sendError } from '../lib/error-body.ts';

const apiPrefixes = ['/api/', '/admin/', '/docs', '/health'];
/** The offline map's vector tiles (web build, scripts/coastline): a tile that is not there is a 404, never index.html. */
const COAST = '/coast/';
const noAppFallback = [...apiPrefixes, COAST];
/**
 * The installable app's files at the root (web/scripts/build-service-worker.mjs): revalidated on every fetch, so a new
 * release is seen on the next visit; the worker's scope is the whole app.
 */
const SERVICE_WORKER = '/sw.js';
const MANIFEST = '/manifest.webmanifest';

/**
 * A page written at build time for one path: the landing page prerendered for `/` (web/scripts/prerender-landing.mjs)
 * and the app's shell that preloads the sign-in page for `/login` (web/scripts/login-page.mjs). An inline script (the
 * landing page's one, hiding its markup from a signed-in user) is allowed by its hash, on this page's policy alone.
 */
function builtPage(webDist: string, name: string) {
  const file = path.join(webDist, name);
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file);
  // The pre-compressed copies written at build (precompress.mjs): a page sent by this handler is not compressed on the way.
  const encoded = (['br', 'gzip'] as const)
    .map((encoding) => ({ encoding, file: `${file}.${encoding === 'br' ? 'br' : 'gz'}` }))
    .filter((e) => fs.existsSync(e.file))
    .map((e) => ({ encoding: e.encoding, body: fs.readFileSync(e.file) }));
  const hashes = [...html.toString('utf8').matchAll(/<script>([^<]*)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
  const withScripts = (policy: string) =>
    hashes.length ? policy.replace(/(^|;)script-src ([^;]*)/, `$1script-src $2 ${hashes.join(' ')}`) : policy;
  const send = (request: FastifyRequest, reply: FastifyReply) => {
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') void reply.header('Content-Security-Policy', withScripts(policy));
    void reply.header('Vary', 'Accept-Encoding');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const copy = encoded.find((e) => new RegExp(`\\b${e.encoding}\\b`).test(accepted));
    return copy ? reply.header('Content-Encoding', copy.encoding).send(copy.body) : reply.send(html);
  };
  return { send };
}

/** Serves the built web app; `/` gets the prerendered landing page, deep links (e.g. /audit/view-audit/<id>) index.html. */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = Boolean(webDist && fs.existsSync(path.join(webDist, 'index.html')));
  if (!hasWeb || !webDist) {
    app.setNotFoundHandler((_request, reply) => sendError(reply, 'NOT_FOUND', serverMessages.notFound));
    return;
  }
  const root = path.resolve(webDist);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    maxAge: '1h',
    setHeaders(res, filePath) {
      // the file sent, or its pre-compressed copy (sw.js.br)
      const file = `/${path.relative(root, filePath).split(path.sep).join('/')}`.replace(/\.(br|gz)$/, '');
      if (file === SERVICE_WORKER) res.header('Cache-Control', 'no-cache').header('Service-Worker-Allowed', '/');
      else if (file === MANIFEST) res.header('Cache-Control', 'no-cache');
      else if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
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
  const builtPages = new Map(
    Object.entries({ '/': 'landing.html', '/login': 'login.html' }).flatMap(([at, name]) => {
      const page = builtPage(webDist, name);
      return page ? [[at, page] as const] : [];
    }),
  );
  app.setNotFoundHandler((request, reply) => {
    const noFallback = noAppFallback.some((p) => request.url.startsWith(p));
    if (noFallback || request.method !== 'GET') {
      return sendError(reply, 'NOT_FOUND', serverMessages.notFound);
    }
    void reply.type('text/html').header('Cache-Control', 'no-cache');
    const page = builtPages.get(request.url.split('?')[0]!);
    if (page) return page.send(request, reply);
    return reply.send(indexHtml);
  });
}
