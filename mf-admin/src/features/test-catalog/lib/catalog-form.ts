// Test Kataloğu (issue 25 item 1): the form's rules, the row it writes, and the Turkish message
// for each refusal of the server (migrations 20261122000500, 20261123000320, 20261126100000 hold
// the same rules; the browser checks them first only to answer sooner).
import type { TestType } from '@akademi/shared';

/** The types an admin picks in the catalogue (issue 25: reading, field, burdon, d2). */
export const CATALOGUE_TYPES = ['reading', 'field', 'burdon', 'd2'] as const satisfies readonly TestType[];

export const TEST_TYPE_LABELS: Record<TestType, string> = {
  reading: 'Okuma Testi',
  field: 'Alan Testi',
  burdon: 'Burdon Dikkat Testi',
  d2: 'd2 Dikkat Testi',
  cognitive: 'Bilişsel Beceri Testi',
  parent_survey: 'Veli Anketi',
};

/** Server limits (migrations): title 3–200 characters, description ≤ 5000, duration 1–600 minutes. */
export const TITLE_MIN = 3;
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const DURATION_MIN = 1;
export const DURATION_MAX = 600;

export const MESSAGES = {
  titleRequired: 'Test adı zorunludur.',
  titleMin: `Test adı en az ${TITLE_MIN} karakter olmalıdır.`,
  titleMax: `Test adı en fazla ${TITLE_MAX} karakter olabilir.`,
  typeRequired: 'Test türü seçiniz.',
  typeInvalid: 'Geçersiz test türü.',
  descriptionMax: `Açıklama en fazla ${DESCRIPTION_MAX} karakter olabilir.`,
  durationRange: `Süre ${DURATION_MIN} ile ${DURATION_MAX} dakika arasında bir tam sayı olmalıdır.`,
  forbidden: 'Test kataloğunu yalnızca yöneticiler düzenleyebilir.',
  generic: 'Test kaydedilirken bir hata oluştu.',
} as const;

export interface CatalogueFormValues {
  title: string;
  test_type: TestType | undefined;
  description: string;
  /** minutes; ignored when unlimited */
  duration_minutes: number | null;
  /** 'Sınırsız': no duration */
  unlimited: boolean;
  is_active: boolean;
}

export interface CatalogueRow {
  title: string;
  test_type: TestType;
  description: string | null;
  duration_minutes: number | null;
  is_active: boolean;
}

export const EMPTY_FORM: CatalogueFormValues = { title: '', test_type: undefined, description: '', duration_minutes: 30, unlimited: false, is_active: true };

const chars = (s: string) => Array.from(s).length;

/** Field → message for every rule the values break (empty when valid). */
export function validateCatalogueForm(v: CatalogueFormValues): Partial<Record<'title' | 'test_type' | 'description' | 'duration_minutes', string>> {
  const errors: Partial<Record<'title' | 'test_type' | 'description' | 'duration_minutes', string>> = {};
  const title = v.title.trim();
  if (!title) errors.title = MESSAGES.titleRequired;
  else if (chars(title) < TITLE_MIN) errors.title = MESSAGES.titleMin;
  else if (chars(title) > TITLE_MAX) errors.title = MESSAGES.titleMax;
  if (!v.test_type) errors.test_type = MESSAGES.typeRequired;
  else if (!(CATALOGUE_TYPES as readonly string[]).includes(v.test_type) && !(v.test_type in TEST_TYPE_LABELS)) errors.test_type = MESSAGES.typeInvalid;
  if (chars(v.description.trim()) > DESCRIPTION_MAX) errors.description = MESSAGES.descriptionMax;
  if (!v.unlimited) {
    const d = v.duration_minutes;
    if (d === null || !Number.isInteger(d) || d < DURATION_MIN || d > DURATION_MAX) errors.duration_minutes = MESSAGES.durationRange;
  }
  return errors;
}

/** The row written to public.tests (the server trims again and re-checks everything). */
export function catalogueRow(v: CatalogueFormValues): CatalogueRow {
  if (!v.test_type) throw new Error('test_type missing'); // validateCatalogueForm runs first
  return {
    title: v.title.trim(),
    test_type: v.test_type,
    description: v.description.trim() || null,
    duration_minutes: v.unlimited ? null : v.duration_minutes,
    is_active: v.is_active,
  };
}

/** Form values of an existing row (edit). */
export function formValuesOf(row: CatalogueRow): CatalogueFormValues {
  return {
    title: row.title,
    test_type: row.test_type,
    description: row.description ?? '',
    duration_minutes: row.duration_minutes ?? 30,
    unlimited: row.duration_minutes === null,
    is_active: row.is_active,
  };
}

/** The server's refusal (PostgREST error: code + message naming the constraint) in Turkish. */
export function catalogueErrorMessage(error: { code?: string; message: string }): string {
  const m = error.message;
  if (error.code === '42501' || /row-level security|permission denied/i.test(m)) return MESSAGES.forbidden;
  if (/tests_title_min_length|tests_title_check/.test(m)) return MESSAGES.titleMin;
  if (/tests_title_length/.test(m)) return MESSAGES.titleMax;
  if (/tests_description_length/.test(m)) return MESSAGES.descriptionMax;
  if (/tests_duration/.test(m)) return MESSAGES.durationRange;
  if (/tests_test_type_check/.test(m)) return MESSAGES.typeInvalid;
  if (error.code === '22P02' || error.code === '22003') return MESSAGES.durationRange;
  return MESSAGES.generic;
}
