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

const same = (a: ErrorPopupContent, b: ErrorPopupContent) => a.title === b.title && a.lines.join('\n') === b.lines.join('\n');

/** One popup at a time; identical popups raised together (several calls failing alike) collapse into one. */
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
