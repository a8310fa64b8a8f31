import { comparePersonNames, compareTr, matchesPersonSearch, personName, searchWords } from '../person-name';

const ali = { first_name: 'Ali', last_name: 'Yıldız' };

describe('personName', () => {
  it('joins the non-empty parts, else the fallback', () => {
    expect(personName(ali)).toBe('Ali Yıldız');
    expect(personName({ first_name: ' Ayşe ', last_name: null })).toBe('Ayşe');
    expect(personName({ first_name: '', last_name: '  ' }, 'Bilinmeyen Öğrenci')).toBe('Bilinmeyen Öğrenci');
    expect(personName(null, '-')).toBe('-');
  });
});

describe('matchesPersonSearch (full-name search, issue 17 §4)', () => {
  it("'Ali Yıldız' finds first_name Ali + last_name Yıldız, in either order", () => {
    expect(matchesPersonSearch(ali, 'Ali Yıldız')).toBe(true);
    expect(matchesPersonSearch(ali, '  yıldız   ali ')).toBe(true);
    expect(matchesPersonSearch(ali, 'ali yıl')).toBe(true);
  });
  it('every word must match: another Ali or another Yıldız is not found', () => {
    expect(matchesPersonSearch({ first_name: 'Ali', last_name: 'Demir' }, 'Ali Yıldız')).toBe(false);
    expect(matchesPersonSearch({ first_name: 'Veli', last_name: 'Yıldız' }, 'Ali Yıldız')).toBe(false);
  });
  it('Turkish case: İ/i and I/ı', () => {
    expect(matchesPersonSearch({ first_name: 'İpek', last_name: 'Işık' }, 'ipek ışık')).toBe(true);
    expect(matchesPersonSearch({ first_name: 'ipek', last_name: 'ışık' }, 'İPEK IŞIK')).toBe(true);
    // issue 25 §4: dotless and dotted I fold together (people type without Turkish letters)
    expect(matchesPersonSearch({ first_name: 'Irmak', last_name: null }, 'irmak')).toBe(true);
  });
  it('extra fields (e-mail, number) count as words too; blank matches all', () => {
    expect(matchesPersonSearch(ali, 'ali stu-1234', ['STU-12345678'])).toBe(true);
    expect(matchesPersonSearch(ali, '   ')).toBe(true);
    expect(searchWords(' a  b ')).toEqual(['a', 'b']);
  });
});

describe('Turkish collation', () => {
  it('sorts Ç after C, Ö after O, Ş after S, İ after I', () => {
    expect(['Çağla', 'Cem', 'Can', 'Şule', 'Selin', 'Ömer', 'Oya'].sort(compareTr)).toEqual(['Can', 'Cem', 'Çağla', 'Oya', 'Ömer', 'Selin', 'Şule']);
    expect(['İpek', 'Irmak', 'Hale'].sort(compareTr)).toEqual(['Hale', 'Irmak', 'İpek']);
  });
  it('people by surname, then first name (issue 25 §4)', () => {
    const people = [{ first_name: 'Çağrı', last_name: 'B' }, { first_name: 'Cemil', last_name: 'B' }, { first_name: 'Zeynep', last_name: 'A' }];
    expect([...people].sort(comparePersonNames).map((p) => p.first_name)).toEqual(['Zeynep', 'Cemil', 'Çağrı']);
  });
});
