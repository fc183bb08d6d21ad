import { onTestFinished, vi } from 'vitest';

/**
 * Catches what a page saves through a Blob link, for this test only: jsdom has no object URLs, and a click on the
 * link would navigate. `clicked` lists the links clicked; `blob(i)` is the i-th Blob given an object URL.
 */
export function captureDownloads(objectUrl: string) {
  const createObjectURL = vi.fn<(blob: Blob) => string>(() => objectUrl);
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  onTestFinished(() => void Object.assign(URL, original));
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return { clicked, blob: (i = 0) => createObjectURL.mock.calls[i]![0] };
}
