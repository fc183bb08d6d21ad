/**
 * The app's one way to localStorage (docs/decisions.md "Storage the browser refuses"). A browser may give no storage
 * at all: `window.localStorage` is null in some frames (Chromium's PDF viewer), reading it throws a SecurityError where
 * storage is blocked, and a write throws when the quota is full. The app then runs on what it holds in memory.
 */
function area(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const browserStorage = {
  get(key: string): string | null {
    try {
      return area()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  /** false when the browser refused to keep it */
  set(key: string, value: string): boolean {
    try {
      const a = area();
      a?.setItem(key, value);
      return a !== null;
    } catch {
      return false;
    }
  },
  remove(key: string): void {
    try {
      area()?.removeItem(key);
    } catch {
      // nothing stored that could be removed
    }
  },
};
