// Turkish sort and search helpers (issue 25 §4): the tricky pairs ı/i, İ/I, ş/s, ğ/g, ç/c, ö/o,
// ü/u, hyphenated surnames, surname-then-first-name order. The SQL twin (public.tr_fold,
// public.tr_sort_key) is checked against these in supabase/tests/schema/tr-fold.test.ts.
import { TR_FOLD_FROM, TR_FOLD_TO, compareTr, foldTr } from '../turkish';
import { comparePersonNames, matchesPersonSearch, sortByPersonName } from '../../domain/person-name';

describe('foldTr', () => {
  it.each([
    ['Işıl', 'isil'],
    ['IŞIL', 'isil'],
    ['ışıl', 'isil'],
    ['İpek', 'ipek'],
    ['İPEK', 'ipek'],
    ['Şahinoğlu', 'sahinoglu'],
    ['SAHINOGLU', 'sahinoglu'],
    ['Çağrı Öztürk', 'cagri ozturk'],
    ['Ünal', 'unal'],
    ['Kâzım Hâlâ Îtir Ûmran', 'kazim hala itir umran'],
    ['Yılmaz-Şen', 'yilmaz-sen'],
    ['ogrenci1@akademi.test', 'ogrenci1@akademi.test'],
    ['STU-26000002', 'stu-26000002'],
  ])('%s → %s', (input, folded) => {
    expect(foldTr(input)).toBe(folded);
  });
  it('each tricky pair folds to the same letter both ways', () => {
    for (const [a, b] of [['ı', 'i'], ['İ', 'I'], ['ş', 's'], ['Ş', 'S'], ['ğ', 'g'], ['Ğ', 'G'], ['ç', 'c'], ['Ç', 'C'], ['ö', 'o'], ['Ö', 'O'], ['ü', 'u'], ['Ü', 'U']] as const) {
      expect(foldTr(a)).toBe(foldTr(b));
      expect(foldTr(a)).toMatch(/^[a-z]$/);
    }
  });
  it('a decomposed letter (S + combining cedilla) folds like the composed one', () => {
    expect(foldTr('S\u0327ahin')).toBe('sahin');
  });
  it('the fold table is one letter to one letter, and never maps to a capital', () => {
    expect([...TR_FOLD_FROM]).toHaveLength([...TR_FOLD_TO].length);
    expect(TR_FOLD_TO).toBe(TR_FOLD_TO.toLowerCase());
    expect(foldTr(null)).toBe('');
  });
});

describe('matchesPersonSearch with folding', () => {
  const isil = { first_name: 'Işıl', last_name: 'Şahinoğlu' };
  it("'isil' ↔ 'Işıl' and 'SAHINOGLU' ↔ 'Şahinoğlu', both ways", () => {
    expect(matchesPersonSearch(isil, 'isil')).toBe(true);
    expect(matchesPersonSearch(isil, 'SAHINOGLU')).toBe(true);
    expect(matchesPersonSearch(isil, 'ışıl şahinoğlu')).toBe(true);
    expect(matchesPersonSearch({ first_name: 'Isil', last_name: 'Sahinoglu' }, 'Işıl Şahinoğlu')).toBe(true);
    expect(matchesPersonSearch({ first_name: 'Çağrı', last_name: 'Öztürk' }, 'cagri ozturk')).toBe(true);
    expect(matchesPersonSearch({ first_name: 'İpek', last_name: 'Ünal' }, 'IPEK UNAL')).toBe(true);
  });
  it('matches the e-mail and the student number; a word found nowhere does not match', () => {
    expect(matchesPersonSearch(isil, 'OGRENCI2@AKADEMI', ['ogrenci2@akademi.test'])).toBe(true);
    expect(matchesPersonSearch(isil, 'stu-2600', ['STU-26000002'])).toBe(true);
    expect(matchesPersonSearch(isil, 'isil yilmaz', ['ogrenci2@akademi.test'])).toBe(false);
  });
});

describe('Turkish order', () => {
  it('c < ç, g < ğ, ı < i, o < ö, s < ş, u < ü, case ignored', () => {
    expect(['ça', 'cz', 'ğa', 'gz', 'ia', 'ız', 'öa', 'oz', 'şa', 'sz', 'üa', 'uz'].sort(compareTr)).toEqual(['cz', 'ça', 'gz', 'ğa', 'ız', 'ia', 'oz', 'öa', 'sz', 'şa', 'uz', 'üa']);
    expect(['İpek', 'Irmak', 'ırmak', 'ipek'].sort(compareTr).map((s) => foldTr(s.charAt(0)))).toEqual(['i', 'i', 'i', 'i']);
    expect(['İpek', 'Irmak', 'Hale', 'Jale'].sort(compareTr)).toEqual(['Hale', 'Irmak', 'İpek', 'Jale']);
  });
  it("'Ç', 'Ş' and 'İ' names are not last", () => {
    const names = ['Zeki', 'Çağrı', 'Şule', 'İpek', 'Ayşe', 'Can', 'Selin', 'Irmak'];
    expect([...names].sort(compareTr)).toEqual(['Ayşe', 'Can', 'Çağrı', 'Irmak', 'İpek', 'Selin', 'Şule', 'Zeki']);
  });
  it("surname, then first name: 'Onur Bulut' before 'Onur Yılmaz', hyphenated surnames in place", () => {
    const people = [
      { first_name: 'Onur', last_name: 'Yılmaz' },
      { first_name: 'Onur', last_name: 'Bulut' },
      { first_name: 'Ayşe', last_name: 'Yılmaz' },
      { first_name: 'Işıl', last_name: 'Şahinoğlu' },
      { first_name: 'Deniz', last_name: 'Şahin-Kaya' },
      { first_name: 'Mert', last_name: 'Şahin' },
      { first_name: 'Ece', last_name: 'Sarı' },
      { first_name: 'Çağrı', last_name: 'Öztürk' },
      { first_name: 'Ali', last_name: 'Ozan' },
      { first_name: 'İpek', last_name: 'Ünal' },
      { first_name: 'Umut', last_name: 'Uysal' },
    ];
    expect(sortByPersonName(people, (p) => p).map((p) => `${p.first_name} ${p.last_name}`)).toEqual([
      'Onur Bulut',
      'Ali Ozan',
      'Çağrı Öztürk',
      'Ece Sarı',
      'Mert Şahin',
      'Deniz Şahin-Kaya',
      'Işıl Şahinoğlu',
      'Umut Uysal',
      'İpek Ünal',
      'Ayşe Yılmaz',
      'Onur Yılmaz',
    ]);
    expect(comparePersonNames({ first_name: 'Onur', last_name: 'Bulut' }, { first_name: 'Onur', last_name: 'Yılmaz' })).toBeLessThan(0);
  });
});

// One row per tricky pair: two surnames that differ only there, in Turkish order (the plain
// letter first), and the search finding each from the other's spelling, in either case.
describe.each([
  ['ı/i', 'Akın', 'Akin'],
  ['I/İ', 'Irmak', 'İrmak'],
  ['s/ş', 'Sen', 'Şen'],
  ['g/ğ', 'Dogan', 'Doğan'],
  ['c/ç', 'Celik', 'Çelik'],
  ['o/ö', 'Ozer', 'Özer'],
  ['u/ü', 'Ulker', 'Ülker'],
])('the pair %s', (_pair, first, second) => {
  // Turkish alphabet: … c ç … g ğ h ı i j … o ö … s ş … u ü …: the first of each pair sorts first
  const [before, after] = [first, second];
  it(`'${before}' sorts before '${after}', also as surnames and in capitals`, () => {
    expect([after, before].sort(compareTr)).toEqual([before, after]);
    expect([after.toLocaleUpperCase('tr'), before.toLocaleUpperCase('tr')].sort(compareTr)).toEqual([before.toLocaleUpperCase('tr'), after.toLocaleUpperCase('tr')]);
    const people = [{ first_name: 'Ada', last_name: after }, { first_name: 'Zeki', last_name: before }];
    expect(sortByPersonName(people, (p) => p).map((p) => p.last_name)).toEqual([before, after]);
  });
  it(`search finds '${first}' and '${second}' from either spelling, any case`, () => {
    for (const name of [first, second]) {
      for (const term of [first, second, first.toLocaleUpperCase('tr'), second.toLocaleLowerCase('tr'), first.toUpperCase()]) {
        expect(matchesPersonSearch({ first_name: 'Ada', last_name: name }, term)).toBe(true);
      }
    }
  });
});

describe('hyphenated surnames', () => {
  const people = [
    { first_name: 'Mert', last_name: 'Şahinoğlu' },
    { first_name: 'Deniz', last_name: 'Şahin-Kaya' },
    { first_name: 'Ada', last_name: 'Şahin Kaya' },
    { first_name: 'Ece', last_name: 'Şahin' },
    { first_name: 'Can', last_name: 'Sahin-Kaya' },
    { first_name: 'Can', last_name: 'Kaya' },
  ];
  it('sort after their first part and before a longer word (the hyphen is not ignored); s before ş still', () => {
    expect(sortByPersonName(people, (p) => p).map((p) => p.last_name)).toEqual(['Kaya', 'Sahin-Kaya', 'Şahin', 'Şahin Kaya', 'Şahin-Kaya', 'Şahinoğlu']);
  });
  it('are found by either part, by the whole with or without Turkish letters, and by the two parts typed apart', () => {
    const deniz = { first_name: 'Deniz', last_name: 'Şahin-Kaya' };
    for (const term of ['kaya', 'sahin', 'Şahin-Kaya', 'SAHIN-KAYA', 'sahin kaya', 'deniz kaya', 'kaya deniz']) {
      expect(matchesPersonSearch(deniz, term)).toBe(true);
    }
    expect(matchesPersonSearch(deniz, 'sahinkaya')).toBe(false);
    expect(matchesPersonSearch(deniz, 'sahin-oglu')).toBe(false);
  });
});

it('a decomposed İ (I + combining dot above) folds and sorts like the composed one', () => {
  expect(foldTr('I\u0307pek')).toBe('ipek');
  expect(compareTr('I\u0307pek', 'İpek')).toBe(0);
});
