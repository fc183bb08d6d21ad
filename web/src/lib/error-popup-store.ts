import type { SupportContact } from './public-links.ts';

/** What the error popup shows: a status title, its lines, an optional contact, and Retry + Cancel or OK. */
export interface ErrorPopupContent {
  title: string;
  lines: string[];
  contact?: SupportContact;
  retry?: () => void;
}

type Listener = () => void;
let queue: readonly ErrorPopupContent[] = [];
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l();
}

/**
 * Popups that say the same: identical ones, and any two of one title that offer no Retry. A wrong link fails every
 * call of its page with 404 ("The audit…", "The audit results…", "The readings…"): one "Not found" is enough (issue 37
 * item 12). A popup with Retry keeps its own, so its call can still be retried.
 */
const same = (a: ErrorPopupContent, b: ErrorPopupContent) =>
  a.title === b.title && ((!a.retry && !b.retry) || a.lines.join('\n') === b.lines.join('\n'));

/** One popup at a time; popups that say the same, raised while one is waiting or shown, collapse into it. */
export const errorPopupStore = {
  current: (): ErrorPopupContent | null => queue[0] ?? null,
  open(popup: ErrorPopupContent) {
    if (queue.some((p) => same(p, popup))) return;
    queue = [...queue, popup];
    emit();
  },
  close() {
    queue = queue.slice(1);
    emit();
  },
  clear() {
    queue = [];
    emit();
  },
  subscribe(l: Listener) {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  },
};
