/** Per-account limit on failed sign-ins: after `max` failures in the window the account answers 429 until it ends. */
export class AccountLockout {
  private failures = new Map<string, { count: number; until: number }>();
  constructor(
    private readonly max: number,
    private readonly windowMs = 15 * 60 * 1000,
  ) {}

  isLocked(account: string, now = Date.now()): boolean {
    const f = this.failures.get(account);
    if (!f) return false;
    if (f.until <= now) {
      this.failures.delete(account);
      return false;
    }
    return f.count >= this.max;
  }

  fail(account: string, now = Date.now()) {
    const f = this.failures.get(account);
    if (!f || f.until <= now) this.failures.set(account, { count: 1, until: now + this.windowMs });
    else f.count += 1;
  }

  succeed(account: string) {
    this.failures.delete(account);
  }
}
