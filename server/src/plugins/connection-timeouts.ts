import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { AppConfig } from '../config.ts';

/**
 * Transport time-outs (issue 21: a client that sent headers and part of a body held its connection, and for an upload
 * a temporary file, open for as long as it liked). Three limits, all configurable:
 * - headers: the whole header block within headersMs (Node's headersTimeout), so a trickle of header lines is cut;
 * - body idle: bodyIdleMs without a byte while the body arrives cuts the connection however long the body has been
 *   arriving, so a slow but steady 2 GB upload lives and a stalled one does not (the socket's idle timer, below);
 * - request: the whole request, body included, within requestMs (Node's requestTimeout; hours by default).
 * Node checks the first and last every connectionsCheckingInterval: a quarter of the header limit, at most 30 s.
 * A signed-out request (no Authorization header) has signedOutRequestMs for its body in all (watchIdleConnections).
 */
export function timeoutServerOptions(t: AppConfig['timeouts']) {
  return {
    connectionTimeout: t.bodyIdleMs,
    requestTimeout: t.requestMs,
    http: { headersTimeout: t.headersMs, connectionsCheckingInterval: Math.min(30_000, Math.ceil(t.headersMs / 4)) },
  };
}

const inFlight = new WeakMap<Socket, ServerResponse>();
const signedOutCuts = new WeakMap<IncomingMessage, NodeJS.Timeout>();

/** The request's token was accepted: its body may take as long as the request limit allows (a slow upload). */
export function signedInRequest(req: IncomingMessage) {
  clearTimeout(signedOutCuts.get(req));
}

/** The answer being written on this connection, if any: a raw error answer must not be written into the middle of it. */
export const responseInFlight = (socket: Socket): ServerResponse | undefined => inFlight.get(socket);

/**
 * When a connection has been silent for the idle limit: cut it while the request's body is still arriving (the stalled
 * upload) or once the answer has started (a client that stopped reading it); keep it while a route works on a request
 * it has whole (a report that takes a minute to draw sends nothing meanwhile). Listening to the answer's 'timeout'
 * is what stops Node from cutting every silent connection; between requests Node's keep-alive limit applies.
 */
export function watchIdleConnections(server: Server, t: AppConfig['timeouts']) {
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    // Issue 37 item 24: a signed-out client trickling a byte every few seconds stays under the idle limit, and the
    // request limit is hours for signed-in uploads; until the authenticate hook accepts its token (signedInRequest),
    // the body must arrive within signedOutRequestMs. A header alone (forged, or the public client's) does not lift it.
    const cut = setTimeout(() => {
      if (!req.complete) socket.destroy();
    }, t.signedOutRequestMs);
    cut.unref();
    signedOutCuts.set(req, cut);
    req.once('end', () => clearTimeout(cut));
    res.once('close', () => clearTimeout(cut));
    inFlight.set(socket, res);
    res.once('close', () => {
      if (inFlight.get(socket) === res) inFlight.delete(socket);
    });
    res.on('timeout', () => {
      if (!req.complete || res.headersSent) socket.destroy();
    });
  });
}
