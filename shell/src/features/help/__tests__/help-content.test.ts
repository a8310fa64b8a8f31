import { SUPPORT_SUBJECTS } from '@akademi/shared';
import { FAQ, SUBJECT_LABELS, validateContact } from '../lib/help-content';

describe('help (spec 1 §2, §5)', () => {
  it('has 17 FAQ items and a label per subject', () => {
    expect(FAQ).toHaveLength(17);
    expect(Object.keys(SUBJECT_LABELS)).toEqual([...SUPPORT_SUBJECTS]);
  });
  it('validates the contact form', () => {
    expect(validateContact({ name: 'A', email: 'x', subject: '', message: 'kısa' })).toEqual({
      name: 'Ad Soyad en az 2 karakter olmalıdır',
      email: 'Geçerli bir e-posta adresi giriniz',
      subject: 'Konu seçiniz',
      message: 'Mesaj en az 10 karakter olmalıdır',
    });
    expect(validateContact({ name: 'Ay Şe', email: 'a@b.test', subject: 'diger', message: '0123456789' })).toEqual({});
  });
});

describe('contact form length limits (migration 20261123000320)', () => {
  it('name 100, message 5.000, in Turkish', () => {
    const ok = { name: 'Ali Yıldız', email: 'ali@akademi.test', subject: 'diger', message: 'm'.repeat(5000) };
    expect(validateContact(ok)).toEqual({});
    expect(validateContact({ ...ok, name: 'a'.repeat(101) })).toEqual({ name: 'Ad Soyad en fazla 100 karakter olabilir' });
    expect(validateContact({ ...ok, message: 'm'.repeat(5001) })).toEqual({ message: 'Mesaj en fazla 5.000 karakter olabilir' });
  });
});
