import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest that the test drives: it records what was sent and lets the test report upload
 * progress, answer, or see the abort. jsdom's own XHR would need a server; uploads are proven for real in e2e.
 */
export class ScriptedXhr {
  static last: ScriptedXhr | null = null;
  static all: ScriptedXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  /** what was sent, whatever it is (a tus PATCH sends a Blob) */
  payload: unknown = null;
  responseHeaders: Record<string, string> = {};
  aborted = false;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData | Blob | null) {
    this.body = body instanceof FormData ? body : null;
    this.payload = body;
    ScriptedXhr.last = this;
    ScriptedXhr.all.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  getResponseHeader(name: string): string | null {
    return Object.entries(this.responseHeaders).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1] ?? null;
  }
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseHeaders = headers;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }

  static install() {
    ScriptedXhr.last = null;
    ScriptedXhr.all = [];
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
  }
}
