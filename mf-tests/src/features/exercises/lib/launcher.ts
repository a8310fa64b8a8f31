// Exercises launcher rules (spec 3 §2.7, §3 "exercise launcher storage", §4, §5, §8).
import { writeLocal } from '@akademi/shared';
import { isEmbeddedExerciseType } from '@akademi/shared/domain';


export const DEFAULT_EXERCISE_TYPE = 'math';
export const MSG_BAD_KEY = 'Geçersiz erişim anahtarı';
export const MSG_EMAIL_MISSING = 'Email parametresi eksik';
export const MSG_NOT_REGISTERED = 'Bu email sistemde kayıtlı değil';
export const MSG_STUDENTS_FAILED = 'Öğrenciler yüklenirken hata oluştu';
export const MSG_NO_STUDENTS = 'Henüz kayıtlı öğrenciniz bulunmuyor';
export const MSG_GENERIC = 'Bir hata oluştu';
export const MSG_FRAME_FAILED = 'Egzersiz yüklenirken hata oluştu';

export const EXERCISE_STORAGE = {
  email: 'exercise_email',
  session: 'exercise_session',
  viewingAs: 'viewing_as',
  educatorEmail: 'educator_email',
} as const;

export interface LauncherParams {
  email: string;
  accessKey: string;
  session: string | null;
  type: string;
}

export function launcherParams(params: URLSearchParams): LauncherParams {
  const get = (k: string) => (params.get(k) ?? '').trim();
  return {
    email: get('email').toLowerCase(),
    accessKey: get('key'),
    session: get('session') || null,
    type: get('type') || DEFAULT_EXERCISE_TYPE,
  };
}

/** The spec's checks before any call: e-mail first, then a key at all (the server checks its value). */
export function paramsError(p: LauncherParams): string | null {
  if (p.email === '') return MSG_EMAIL_MISSING;
  if (p.accessKey === '') return MSG_BAD_KEY;
  return null;
}

/** Server answers mapped to the spec's messages (spec 3 §8 "Exercise launcher"). */
export function lookupErrorMessage(serverMessage: string): string {
  if (serverMessage === MSG_BAD_KEY || serverMessage === MSG_EMAIL_MISSING || serverMessage === MSG_NOT_REGISTERED) return serverMessage;
  return `Bir hata oluştu: ${serverMessage}`;
}

/** Spec 3 §2.7: these types load the embedded exercises app in a frame; any other is maths. */
export function isEmbeddedType(type: string): boolean {
  return isEmbeddedExerciseType(type);
}

export function embeddedExerciseUrl(type: string): string {
  return `/exercises/all-exercises/index.html#/oyun/${encodeURIComponent(type)}`;
}

export function rememberLaunch(p: LauncherParams, viewingAs: string | null, educatorEmail: string | null): void {
  writeLocal(EXERCISE_STORAGE.email, p.email);
  writeLocal(EXERCISE_STORAGE.session, p.session);
  writeLocal(EXERCISE_STORAGE.viewingAs, viewingAs);
  writeLocal(EXERCISE_STORAGE.educatorEmail, educatorEmail);
}

/** Maths alerts (spec 3 §4; the parts the spec leaves as '...' are ours). */
export function levelFinishAlert(finishedLevel: number, correct: number, passed: boolean, completedAll: boolean, totalScore: number): string {
  if (completedAll) return `Tebrikler! Tüm seviyeleri tamamladınız! Toplam puan: ${totalScore}`;
  if (passed) return `Tebrikler! Level ${finishedLevel} tamamlandı! ${correct}/5 doğru. Level ${finishedLevel + 1}'e geçiyorsunuz.`;
  return `Level ${finishedLevel} başarısız. ${correct}/5 doğru. Minimum 3 gerekli.`;
}
