// Settings of an exercise: defaults, validation with Turkish messages, and the labels shared with
// the tracking portal (spec 3 §9). Validation also runs before EXERCISE_COMPLETE so only valid
// settings are ever reported; the server stores them as given (lms-integration checks the shape).
import { exerciseSettingLabel, exerciseSettingValueLabel } from '@akademi/shared/domain';
import type { SettingField, SettingsValues } from './types';

export const settingLabel = (type: string, key: string): string => exerciseSettingLabel(type, key);
export const settingValueLabel = (key: string, value: unknown): string => exerciseSettingValueLabel(key, value);

export function defaultSettings(fields: readonly SettingField[]): SettingsValues {
  return Object.fromEntries(fields.map((f) => [f.key, f.default]));
}

export type ValidationResult = { ok: true; values: SettingsValues } | { ok: false; errors: Record<string, string> };

const fmt = (n: number) => new Intl.NumberFormat('tr-TR').format(n);

/** Checks raw form values (strings from inputs, or typed values) against the fields. */
export function validateSettings(type: string, fields: readonly SettingField[], raw: Record<string, unknown>): ValidationResult {
  const values: SettingsValues = {};
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const label = settingLabel(type, f.key);
    const v = raw[f.key];
    switch (f.kind) {
      case 'number': {
        const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().replace(',', '.') : '';
        const n = s === '' ? Number.NaN : Number(s);
        if (!Number.isFinite(n)) errors[f.key] = `${label} bir sayı olmalıdır.`;
        else if (n < f.min || n > f.max) errors[f.key] = `${label} ${fmt(f.min)} ile ${fmt(f.max)} arasında olmalıdır.`;
        else if (f.step !== undefined && f.step >= 1 && !Number.isInteger(n)) errors[f.key] = `${label} tam sayı olmalıdır.`;
        else values[f.key] = n;
        break;
      }
      case 'select': {
        const match = f.options.find((o) => String(o.value) === String(v));
        if (!match) errors[f.key] = `${label} için listeden bir seçim yapınız.`;
        else values[f.key] = match.value;
        break;
      }
      case 'boolean':
        if (typeof v === 'boolean') values[f.key] = v;
        else if (v === 'true' || v === 'false') values[f.key] = v === 'true';
        else errors[f.key] = `${label} açık ya da kapalı olmalıdır.`;
        break;
      case 'text': {
        const s = typeof v === 'string' ? v.trim() : '';
        if (s.length < f.minLength) errors[f.key] = f.minLength <= 1 ? `${label} boş bırakılamaz.` : `${label} en az ${f.minLength} karakter olmalıdır.`;
        else if (s.length > f.maxLength) errors[f.key] = `${label} en fazla ${f.maxLength} karakter olabilir.`;
        else if (f.pattern && !f.pattern.test(s)) errors[f.key] = f.patternMessage ?? `${label} geçersiz.`;
        else values[f.key] = s;
        break;
      }
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}
