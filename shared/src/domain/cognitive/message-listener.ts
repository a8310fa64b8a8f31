// Decisions of the run-aggregator window-message listener (spec 2 §4 "Aggregation on a window
// message", §8). Pure: the caller owns window, session storage, timers and the aggregator.
import { isRecord } from '../../guards.ts';

/** Spec 2 §4: the message type that triggers aggregation. */
export const AGGREGATOR_MESSAGE_TYPE = 'run-aggregator';
/** Spec 2 §9: minimum time between accepted requests. */
export const AGGREGATOR_MIN_INTERVAL_MS = 5000;
/** Spec 2 §9: attempts of message-triggered aggregation. */
export const AGGREGATOR_MAX_ATTEMPTS = 3;
/** Spec 2 §9: back-off is 500 ms × attempt number. */
export const AGGREGATOR_BACKOFF_STEP_MS = 500;

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuidV4(value: unknown): value is string {
  return typeof value === 'string' && UUID_V4.test(value);
}

export type AggregatorMessageRejection =
  | 'unauthorized_origin'
  | 'wrong_type'
  | 'invalid_session_id'
  | 'rate_limited'
  | 'already_running';

/** How the caller should log a rejection (spec 2 §8); wrong_type is ordinary traffic: silent. */
export const AGGREGATOR_REJECTION_LOG_LEVEL: Readonly<Record<AggregatorMessageRejection, 'warn' | 'error' | 'none'>> = {
  unauthorized_origin: 'warn',
  wrong_type: 'none',
  invalid_session_id: 'error',
  rate_limited: 'warn',
  already_running: 'warn',
};

export type AggregatorMessageDecision =
  | { accept: true; sessionId: string }
  | { accept: false; reason: AggregatorMessageRejection; logLevel: 'warn' | 'error' | 'none' };

export interface AggregatorMessageContext {
  origin: string;
  data: unknown;
  /** the application's own origin plus the product's production origins */
  allowedOrigins: readonly string[];
  /** now, epoch ms */
  now: number;
  /** time of the previous accepted request (kept in session storage by the caller), epoch ms */
  previousRequestAt: number | null;
  /** session ids whose aggregation is running now (at most one run per session id) */
  runningSessionIds?: ReadonlySet<string> | readonly string[];
}

function reject(reason: AggregatorMessageRejection): AggregatorMessageDecision {
  return { accept: false, reason, logLevel: AGGREGATOR_REJECTION_LOG_LEVEL[reason] };
}

/** Accept or ignore one window message (checks in the order of spec 2 §4). */
export function decideAggregatorMessage(ctx: AggregatorMessageContext): AggregatorMessageDecision {
  if (!ctx.allowedOrigins.includes(ctx.origin)) return reject('unauthorized_origin');
  const data = ctx.data;
  if (!isRecord(data) || data.type !== AGGREGATOR_MESSAGE_TYPE) {
    return reject('wrong_type');
  }
  const sessionId = data.sessionId;
  if (!isUuidV4(sessionId)) return reject('invalid_session_id');
  if (ctx.previousRequestAt !== null && Number.isFinite(ctx.previousRequestAt) && ctx.now - ctx.previousRequestAt < AGGREGATOR_MIN_INTERVAL_MS) {
    return reject('rate_limited');
  }
  const running = ctx.runningSessionIds;
  if (running && (Array.isArray(running) ? running.includes(sessionId) : (running as ReadonlySet<string>).has(sessionId))) {
    return reject('already_running');
  }
  return { accept: true, sessionId };
}

/** Wait before the next attempt after failed attempt number `attempt` (1-based): 500, 1000, … ms. */
export function aggregatorBackoffMs(attempt: number): number {
  return AGGREGATOR_BACKOFF_STEP_MS * attempt;
}

export type AggregatorAttemptStep = { kind: 'done' } | { kind: 'retry'; delayMs: number; nextAttempt: number } | { kind: 'give_up' };

/** What to do after attempt number `attempt` (1-based) succeeded or failed. */
export function nextAggregatorStep(attempt: number, succeeded: boolean): AggregatorAttemptStep {
  if (succeeded) return { kind: 'done' };
  if (attempt >= AGGREGATOR_MAX_ATTEMPTS) return { kind: 'give_up' };
  return { kind: 'retry', delayMs: aggregatorBackoffMs(attempt), nextAttempt: attempt + 1 };
}

/** Detail of the 'aggregator-complete' event (spec 2 §4, spec 3 §4). */
export type AggregatorCompleteDetail =
  | { success: true; sessionId: string; resultId: string; attempts: number }
  | { success: false; sessionId: string; error: string; attempts: number };

export const AGGREGATOR_COMPLETE_EVENT = 'aggregator-complete';
