// A per-instance sliding-window limit for edge functions (in memory: on Supabase each isolate
// keeps its own counts, so this is best effort there; on the local server it is exact).

export class WindowLimit {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: () => number,
    private readonly windowMs: number,
  ) {}

  /** Counts one event for `key`; returns 0 when allowed, else the seconds to wait. */
  hit(key: string, now = Date.now()): number {
    const from = now - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > from);
    const max = this.limit();
    if (list.length >= max) {
      this.hits.set(key, list);
      // The event whose expiry frees a slot; with a limit of 0 there is none, so a whole window.
      const freeing = list[list.length - max] ?? now;
      return Math.max(1, Math.ceil((freeing + this.windowMs - now) / 1000));
    }
    list.push(now);
    this.hits.set(key, list);
    if (this.hits.size > 10_000) {
      for (const [k, v] of this.hits) if (v.every((t) => t <= from)) this.hits.delete(k);
    }
    return 0;
  }
}

/** The client address as the edge gateway passes it (first X-Forwarded-For entry). */
export function requestIp(req: Request): string {
  return req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
}
