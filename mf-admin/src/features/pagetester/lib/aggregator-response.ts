// What the repair tool shows for the cognitive-aggregator function's answer (spec 3 §2.6, §7:
// it returns ok, id, scores — or ok false with reason and details). Pure.
import { isRecord, type AggregatorReply } from '@akademi/shared';

export type AggregatorOutcome =
  | { kind: 'ok'; id: string; scores: unknown }
  | { kind: 'failed'; reason: string; details: unknown }
  | { kind: 'error'; message: string; status?: number };

/** Reads a body the function answered with (2xx data, or the JSON of a non-2xx response). */
export function outcomeFromBody(body: unknown, status?: number): AggregatorOutcome {
  if (isRecord(body) && body.ok === true) {
    return { kind: 'ok', id: String(body.id ?? ''), scores: body.scores ?? null };
  }
  if (isRecord(body) && body.ok === false) {
    return { kind: 'failed', reason: String(body.reason ?? 'unknown'), details: body.details ?? null };
  }
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : isRecord(body) && typeof body.error === 'string' ? body.error : 'Beklenmeyen yanıt';
  return { kind: 'error', message, status };
}

/** The outcome of the one aggregator call's reply: no response is an error with its message; a
 *  non-2xx answer is read from its JSON (or the message) with the status. */
export function outcomeFromReply(reply: AggregatorReply): AggregatorOutcome {
  const message = isRecord(reply.details) && typeof reply.details.message === 'string' ? reply.details.message : 'unexpected error';
  if (reply.status === null) return { kind: 'error', message };
  if (reply.status === 200) return outcomeFromBody(reply.body);
  return outcomeFromBody(reply.body ?? { message }, reply.status);
}

export const EMPTY_SESSION_MESSAGE = 'Please enter a session ID'; // spec 3 §2.6, exactly
