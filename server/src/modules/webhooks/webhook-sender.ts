import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { CheckedUrl } from './webhook-address-guard.ts';

/** The start of a receiver's answer kept on the delivery. */
export const RESPONSE_BODY_MAX = 1000;

export interface SignedMessage {
  id: string;
  payload: string;
  /** the endpoint's secret, then the one it replaced while that still signs (a rotation's overlap) */
  secrets: string[];
}

export interface AttemptResult {
  ok: boolean;
  status: number | null;
  body: string | null;
  error: string | null;
}

/**
 * The Standard Webhooks headers of a message, signed now (the receiver compares the timestamp with its own clock).
 * One signature per secret, space-separated as the specification allows: a receiver still on the previous secret
 * verifies during a rotation's overlap, one already on the new secret too.
 */
export function signedHeaders(msg: SignedMessage, at = new Date()): Record<string, string> {
  return {
    'webhook-id': msg.id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': msg.secrets.map((secret) => new Webhook(secret).sign(msg.id, at, msg.payload)).join(' '),
  };
}

/**
 * One attempt: POST to the address the guard checked (the name is not looked up again, so a rebinding name cannot
 * move the request), no redirects followed (a 3xx is a failure), the whole attempt cut at `timeoutMs`, and at most
 * RESPONSE_BODY_MAX characters of the answer read. A 2xx answer delivers.
 */
export function postSigned(target: CheckedUrl, msg: SignedMessage, timeoutMs: number): Promise<AttemptResult> {
  const pinned = target.addresses[0]!;
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const done = (r: AttemptResult) => {
      if (settled) return;
      settled = true;
      resolve(r);
    };
    const req = client.request(
      target.url,
      {
        method: 'POST',
        lookup,
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Aquarisk-Webhooks/1',
          'content-length': Buffer.byteLength(msg.payload),
          ...signedHeaders(msg),
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        let body = '';
        res.setEncoding('utf8');
        const finish = () => done({ ok: status >= 200 && status < 300, status, body: body.slice(0, RESPONSE_BODY_MAX), error: null });
        res.on('data', (chunk: string) => {
          body += chunk;
          if (body.length >= RESPONSE_BODY_MAX) {
            finish();
            res.destroy();
          }
        });
        res.on('end', finish);
        res.on('error', finish);
        res.on('close', finish);
      },
    );
    req.on('error', (err: Error) =>
      done({
        ok: false,
        status: null,
        body: null,
        error:
          err.name === 'AbortError' || err.name === 'TimeoutError' ? `No answer within ${timeoutMs / 1000} s` : err.message.slice(0, 500),
      }),
    );
    req.end(msg.payload);
  });
}
