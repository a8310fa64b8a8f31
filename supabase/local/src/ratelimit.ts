// In-memory rate limits, as GoTrue keeps them (per process; a restart forgets them). A sliding
// window per key: at most `limit` events within `windowMs`. Names and defaults: docs/security.md;
// supabase/config.toml's [auth.rate_limit] sets the ones GoTrue has (rulesFromProject).
import type { ProjectConfig } from './project-config.ts';

export interface Limit {
  limit: number;
  windowMs: number;
}

export interface Verdict {
  ok: boolean;
  /** Seconds until one more event fits (for Retry-After); 0 when ok. */
  retryAfter: number;
}

export class SlidingWindow {
  private readonly events = new Map<string, number[]>();
  private sweeps = 0;

  constructor(readonly rule: Limit) {}

  private live(key: string, now: number): number[] {
    const list = this.events.get(key);
    if (!list) return [];
    const from = now - this.rule.windowMs;
    const firstLive = list.findIndex((t) => t > from);
    const stale = firstLive < 0 ? list.length : firstLive;
    if (stale > 0) list.splice(0, stale);
    if (list.length === 0) this.events.delete(key);
    return list;
  }

  /** Would one more event for `key` be over the limit? (Does not count it.) */
  check(key: string, now = Date.now()): Verdict {
    const list = this.live(key, now);
    if (list.length < this.rule.limit) return { ok: true, retryAfter: 0 };
    return { ok: false, retryAfter: this.retryAfter(list, list.length - this.rule.limit + 1, now) };
  }

  /** Seconds (at least 1) until the `need` oldest events of `list` have left the window; when fewer
   *  than `need` are in it (an `amount` larger than the limit), one whole window. */
  private retryAfter(list: number[], need: number, now: number): number {
    const freeing = list[need - 1];
    const until = (freeing ?? now) + this.rule.windowMs;
    return Math.max(1, Math.ceil((until - now) / 1000));
  }

  record(key: string, now = Date.now()): void {
    const list = this.live(key, now);
    list.push(now);
    this.events.set(key, list);
    if (++this.sweeps % 1000 === 0) this.sweep(now);
  }

  /** check, and count the event when it fits. */
  hit(key: string, now = Date.now()): Verdict {
    const v = this.check(key, now);
    if (v.ok) this.record(key, now);
    return v;
  }

  /** Adds `amount` units (e.g. log rows) if the total stays within the limit. */
  take(key: string, amount: number, now = Date.now()): Verdict {
    const list = this.live(key, now);
    if (list.length + amount > this.rule.limit) {
      return { ok: false, retryAfter: this.retryAfter(list, list.length + amount - this.rule.limit, now) };
    }
    for (let i = 0; i < amount; i++) list.push(now);
    this.events.set(key, list);
    return { ok: true, retryAfter: 0 };
  }

  /** Reserves one event for `key` when it fits, before the work it guards is done, so a burst of
   *  concurrent requests cannot all pass a check that is only counted afterwards. The check and
   *  the count happen in one synchronous step (the event loop runs nothing else in between).
   *  Returns the reservation's time (for `release`) or the refusal. */
  reserve(key: string, now = Date.now()): { ok: true; at: number } | { ok: false; verdict: Verdict } {
    const v = this.check(key, now);
    if (!v.ok) return { ok: false, verdict: v };
    this.record(key, now);
    return { ok: true, at: now };
  }

  /** Gives back one reservation made at `at` (the guarded attempt turned out not to count). */
  release(key: string, at: number): void {
    const list = this.events.get(key);
    if (!list) return;
    const i = list.lastIndexOf(at);
    if (i >= 0) list.splice(i, 1);
    if (list.length === 0) this.events.delete(key);
  }

  reset(key: string): void {
    this.events.delete(key);
  }

  private sweep(now: number): void {
    for (const key of [...this.events.keys()]) this.live(key, now);
  }
}

const MINUTE = 60_000;

/** Env name → [default limit, window]. Every one is a count within the window. */
export const RATE_LIMIT_DEFAULTS = {
  /** POST /token?grant_type=password per client IP (GoTrue/Supabase: 30 per 5 min). */
  RATE_LIMIT_SIGNIN_PER_IP: { limit: 30, windowMs: 5 * MINUTE },
  /** Failed password sign-ins per e-mail; at the limit every sign-in for it answers 429. */
  RATE_LIMIT_SIGNIN_FAILURES_PER_EMAIL: { limit: 10, windowMs: 15 * MINUTE },
  /** POST /signup per client IP (30 per 5 min). */
  RATE_LIMIT_SIGNUP_PER_IP: { limit: 30, windowMs: 5 * MINUTE },
  /** GET/POST /verify per client IP (GoTrue RATE_LIMIT_VERIFY: 30 per 5 min). */
  RATE_LIMIT_VERIFY_PER_IP: { limit: 30, windowMs: 5 * MINUTE },
  /** Wrong e-mail OTP codes per address (verifyOtp {email, token}); at the limit even the right
   *  code waits (local addition: a 6-digit code must not be guessable from many clients). */
  RATE_LIMIT_OTP_FAILURES_PER_EMAIL: { limit: 5, windowMs: 15 * MINUTE },
  /** POST /otp and /magiclink per client IP (GoTrue RATE_LIMIT_OTP: 30 per 5 min). */
  RATE_LIMIT_OTP_PER_IP: { limit: 30, windowMs: 5 * MINUTE },
  /** Recovery / sign-up mails requested per client IP (GoTrue RATE_LIMIT_EMAIL_SENT: 30 per hour). */
  RATE_LIMIT_EMAIL_SENT_PER_IP: { limit: 30, windowMs: 60 * MINUTE },
  /** Mails to one address (GoTrue SMTP_MAX_FREQUENCY: one per 60 s). */
  RATE_LIMIT_EMAIL_PER_ADDRESS: { limit: 1, windowMs: MINUTE },
  /** POST /factors/{id}/challenge and /verify per client IP (GoTrue MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY: 15 per minute). */
  RATE_LIMIT_MFA_CHALLENGE_AND_VERIFY_PER_IP: { limit: 15, windowMs: MINUTE },
  /** Wrong TOTP codes per factor; at the limit every verify of it answers 429, the right code too
   *  (local addition: six digits must not be guessable from many clients). */
  RATE_LIMIT_MFA_FAILURES_PER_FACTOR: { limit: 5, windowMs: 5 * MINUTE },
  /** POST /oauth/clients/register per client IP (GoTrue RATE_LIMIT_OAUTH_DYNAMIC_CLIENT_REGISTER: 10 per 5 min). */
  RATE_LIMIT_OAUTH_CLIENT_REGISTER_PER_IP: { limit: 10, windowMs: 5 * MINUTE },
} as const satisfies Record<string, Limit>;

export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;

export type RateLimits = Record<RateLimitName, SlidingWindow>;

/** What config.toml sets: [auth.rate_limit] counts and [auth.email] max_frequency. */
export function rulesFromProject(project: Pick<ProjectConfig, 'rateLimits' | 'emailMaxFrequencySeconds'>): Partial<Record<RateLimitName, Limit>> {
  const r = project.rateLimits;
  return {
    RATE_LIMIT_SIGNIN_PER_IP: { limit: r.signInSignUps, windowMs: 5 * MINUTE },
    RATE_LIMIT_SIGNUP_PER_IP: { limit: r.signInSignUps, windowMs: 5 * MINUTE },
    RATE_LIMIT_OTP_PER_IP: { limit: r.signInSignUps, windowMs: 5 * MINUTE },
    RATE_LIMIT_VERIFY_PER_IP: { limit: r.tokenVerifications, windowMs: 5 * MINUTE },
    RATE_LIMIT_EMAIL_SENT_PER_IP: { limit: r.emailSent, windowMs: 60 * MINUTE },
    RATE_LIMIT_EMAIL_PER_ADDRESS: { limit: 1, windowMs: Math.max(1000, Math.round(project.emailMaxFrequencySeconds * 1000)) },
  };
}

/** The limiters: config.toml's rules (rulesFromProject) over the defaults, counts overridden by env
 *  (a positive integer; the window stays). */
export function rateLimitsFromEnv(env: Record<string, string | undefined>, project?: Pick<ProjectConfig, 'rateLimits' | 'emailMaxFrequencySeconds'>): RateLimits {
  const out = {} as RateLimits;
  const fromFile = project ? rulesFromProject(project) : {};
  for (const [name, builtIn] of Object.entries(RATE_LIMIT_DEFAULTS) as [RateLimitName, Limit][]) {
    const rule = fromFile[name] ?? builtIn;
    const raw = env[name]?.trim();
    let limit = rule.limit;
    if (raw) {
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
      limit = n;
    }
    out[name] = new SlidingWindow({ limit, windowMs: rule.windowMs });
  }
  return out;
}

/** GoTrue's 429 bodies. */
export const OVER_REQUEST_RATE_LIMIT = { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' };
export const OVER_EMAIL_SEND_RATE_LIMIT = { code: 429, error_code: 'over_email_send_rate_limit', msg: 'Email rate limit exceeded' };
