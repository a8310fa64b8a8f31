import { EMPTY_FORM, MESSAGES, catalogueErrorMessage, catalogueRow, formValuesOf, validateCatalogueForm } from '../lib/catalog-form';

const valid = { ...EMPTY_FORM, title: '  Burdon Dikkat  ', test_type: 'burdon' as const, description: '  ', duration_minutes: 6 };

describe('Test Kataloğu form (issue 25 item 1)', () => {
  it('a valid form has no errors; the row is trimmed, an empty description is null', () => {
    expect(validateCatalogueForm(valid)).toEqual({});
    expect(catalogueRow(valid)).toEqual({ title: 'Burdon Dikkat', test_type: 'burdon', description: null, duration_minutes: 6, is_active: true });
  });

  it('Sınırsız writes no duration, whatever the number field holds', () => {
    expect(validateCatalogueForm({ ...valid, unlimited: true, duration_minutes: null })).toEqual({});
    expect(catalogueRow({ ...valid, unlimited: true, duration_minutes: 999 }).duration_minutes).toBeNull();
  });

  it('names each broken rule in Turkish', () => {
    expect(validateCatalogueForm({ ...valid, title: '   ' }).title).toBe(MESSAGES.titleRequired);
    expect(validateCatalogueForm({ ...valid, title: 'Ab' }).title).toBe(MESSAGES.titleMin);
    expect(validateCatalogueForm({ ...valid, title: 'ş'.repeat(201) }).title).toBe(MESSAGES.titleMax);
    expect(validateCatalogueForm({ ...valid, title: 'ş'.repeat(200) }).title).toBeUndefined();
    expect(validateCatalogueForm({ ...valid, test_type: undefined }).test_type).toBe(MESSAGES.typeRequired);
    expect(validateCatalogueForm({ ...valid, description: 'a'.repeat(5001) }).description).toBe(MESSAGES.descriptionMax);
    for (const d of [0, -1, 601, 2.5, null]) expect(validateCatalogueForm({ ...valid, duration_minutes: d }).duration_minutes).toBe(MESSAGES.durationRange);
    for (const d of [1, 600]) expect(validateCatalogueForm({ ...valid, duration_minutes: d }).duration_minutes).toBeUndefined();
  });

  it('an existing row round-trips through the form', () => {
    const row = { title: 'd2', test_type: 'd2' as const, description: null, duration_minutes: null, is_active: false };
    expect(formValuesOf(row)).toMatchObject({ unlimited: true, description: '', is_active: false });
    expect(catalogueRow(formValuesOf(row))).toEqual(row);
  });

  it('maps the server refusals to Turkish messages', () => {
    const check = (c: string) => ({ code: '23514', message: `new row for relation "tests" violates check constraint "${c}"` });
    expect(catalogueErrorMessage(check('tests_duration_range'))).toBe(MESSAGES.durationRange);
    expect(catalogueErrorMessage(check('tests_title_min_length'))).toBe(MESSAGES.titleMin);
    expect(catalogueErrorMessage(check('tests_title_check'))).toBe(MESSAGES.titleMin);
    expect(catalogueErrorMessage(check('tests_title_length'))).toBe(MESSAGES.titleMax);
    expect(catalogueErrorMessage(check('tests_description_length'))).toBe(MESSAGES.descriptionMax);
    expect(catalogueErrorMessage(check('tests_test_type_check'))).toBe(MESSAGES.typeInvalid);
    expect(catalogueErrorMessage({ code: '42501', message: 'new row violates row-level security policy for table "tests"' })).toBe(MESSAGES.forbidden);
    expect(catalogueErrorMessage({ message: 'Failed to fetch' })).toBe(MESSAGES.generic);
  });
});
