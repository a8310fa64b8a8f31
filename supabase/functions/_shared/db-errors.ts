// Database errors → clear, user-safe JSON messages (issue 14 item 9: no raw constraint text, column
// or table names reach the client). The raw message goes to the server log only.
import { HttpError } from './http.ts';

export const MSG_DB_DUPLICATE = 'Bu kayıt zaten mevcut';
export const MSG_DB_REFERENCE = 'İlgili kayıt bulunamadı';
export const MSG_DB_INVALID = 'Gönderilen veriler geçersiz';
export const MSG_DB_FORBIDDEN = 'Bu işlem için yetkiniz yok';
export const MSG_DB_TIMEOUT = 'İşlem zaman aşımına uğradı; lütfen tekrar deneyin';
export const MSG_DB_FAILED = 'İşlem şu anda tamamlanamadı';

interface DbErrorLike {
  code?: string;
  message?: string;
}

/** The HttpError for a PostgREST/PostgreSQL error; logs the raw text under `where`. */
export function dbError(where: string, error: DbErrorLike): HttpError {
  console.error(`[${where}] database error ${error.code ?? ''}: ${error.message ?? ''}`);
  const code = error.code ?? '';
  // PT4xx: the database's own Turkish refusals (e.g. the guardian-consent gate, issue 26), written
  // for users: passed on with their status
  if (/^PT4\d\d$/.test(code) && error.message) return new HttpError(Number(code.slice(2)), error.message);
  if (code === '23505') return new HttpError(409, MSG_DB_DUPLICATE);
  if (code === '23503') return new HttpError(400, MSG_DB_REFERENCE);
  if (code === '42501' || code === 'PGRST301') return new HttpError(403, MSG_DB_FORBIDDEN);
  if (code === '57014') return new HttpError(503, MSG_DB_TIMEOUT);
  // 22xxx data exceptions (too long, bad number, bad uuid…), 23xxx other integrity (check, not null)
  if (code.startsWith('22') || code.startsWith('23') || code === 'PGRST204') return new HttpError(400, MSG_DB_INVALID);
  return new HttpError(500, MSG_DB_FAILED);
}
