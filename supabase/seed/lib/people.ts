// The demo academy's people: the staff of demo-accounts.ts and the students drawn for each trainer.
import { DEMO_ACCOUNTS, STUDENTS_PER_TRAINER, demoStudent, type DemoAccount } from '../demo-accounts.ts';
import { DAY, int, nth, pick, q, real, rnd } from './common.ts';
// ---- people --------------------------------------------------------------------------------
const GIRL_NAMES = ['Ayşe', 'Fatma', 'Zehra', 'Elif', 'Ecrin', 'Nisa', 'Defne', 'Azra', 'Ela', 'Asya', 'Meryem', 'İrem', 'Selin', 'Duru', 'Beren', 'Yağmur', 'Gökçe', 'Şevval', 'Büşra', 'Nehir'];
const BOY_NAMES = ['Mehmet', 'Mustafa', 'Ahmet', 'Yusuf', 'Emir', 'Ömer', 'Eymen', 'Kerem', 'Aras', 'Çınar', 'Berk', 'Kaan', 'Efe', 'Arda', 'Batuhan', 'Onur', 'Tuna', 'Doruk', 'Uğur', 'İbrahim'];
const LAST_NAMES = ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özkan', 'Şimşek', 'Polat', 'Erdoğan', 'Güneş', 'Aksoy', 'Bulut'];
const MOTHER_NAMES = ['Hatice', 'Emine', 'Sevgi', 'Gülay', 'Derya', 'Aslı', 'Pınar', 'Esra', 'Sibel', 'Özlem'];
const FATHER_NAMES = ['Hasan', 'Hüseyin', 'İsmail', 'Osman', 'Serkan', 'Volkan', 'Erkan', 'Tolga', 'Cem', 'Levent'];

export interface School { name: string; city: string; district: string }
const SCHOOLS: School[] = [
  { name: 'Kadıköy Atatürk İlkokulu', city: 'İstanbul', district: 'Kadıköy' },
  { name: 'Beşiktaş Barbaros Ortaokulu', city: 'İstanbul', district: 'Beşiktaş' },
  { name: 'Üsküdar Anadolu Lisesi', city: 'İstanbul', district: 'Üsküdar' },
  { name: 'Bakırköy Cumhuriyet İlkokulu', city: 'İstanbul', district: 'Bakırköy' },
  { name: 'Çankaya Gazi Ortaokulu', city: 'Ankara', district: 'Çankaya' },
  { name: 'Keçiören Fen Lisesi', city: 'Ankara', district: 'Keçiören' },
  { name: 'Yenimahalle Mimar Sinan İlkokulu', city: 'Ankara', district: 'Yenimahalle' },
  { name: 'Karşıyaka Ege Ortaokulu', city: 'İzmir', district: 'Karşıyaka' },
  { name: 'Bornova Anadolu Lisesi', city: 'İzmir', district: 'Bornova' },
  { name: 'Konak Kemeraltı İlkokulu', city: 'İzmir', district: 'Konak' },
];
const STREETS = ['Atatürk Cad.', 'İnönü Sok.', 'Cumhuriyet Cad.', 'Gazi Bulvarı', 'Bağdat Cad.', 'Lale Sok.', 'Menekşe Sok.', 'Zafer Cad.'];

const trMail = (s: string) =>
  s.toLocaleLowerCase('tr-TR').replace(/ç/g, 'c').replace(/ğ/g, 'g').replace(/ı/g, 'i').replace(/ö/g, 'o').replace(/ş/g, 's').replace(/ü/g, 'u').replace(/[^a-z0-9]/g, '');
export const phone = () => `05${int(30, 55)} ${int(100, 999)} ${int(10, 99)} ${int(10, 99)}`;

export interface Person {
  n: number;
  id: string;
  authId: string;
  email: string;
  first: string;
  last: string;
  roles: string[];
  supervisorId: string | null;
  phone: string | null;
  active: boolean;
  createdAgoMin: number;
  /** SQL expression for demographic_info, or null */
  demographic: string | null;
}

export interface Student extends Person {
  k: number;
  trainerId: string;
  ability: number;
  grade: number;
  gender: 'male' | 'female';
  school: School;
}

export const staff: Person[] = Object.values(DEMO_ACCOUNTS as Record<string, DemoAccount>)
  .filter((a) => !a.roles.includes('kullanici'))
  .map((a, i) => ({
    n: i + 1,
    id: a.id,
    authId: a.authId,
    email: a.email,
    first: a.firstName,
    last: a.lastName,
    roles: [...a.roles],
    supervisorId: a.supervisor ? DEMO_ACCOUNTS[a.supervisor as keyof typeof DEMO_ACCOUNTS].id : null,
    phone: phone(),
    active: true,
    createdAgoMin: (300 - i * 20) * DAY,
    demographic: null,
  }));

/**
 * Fixed names for a few of antrenor1's students (issue 25 §4): Turkish letters at the start of a
 * name (Ç, Ş, İ), a dotless I, a hyphenated surname and two Onurs that only the surname orders.
 * The random draws still happen, so every other value of the demo stays as it was.
 * k = 9 has no results (k % 10 === 9): the 'Bu ay test edilmeyenler' filter always lists her.
 */
const NAMED_STUDENTS: Readonly<Record<number, { first: string; last: string; gender: 'male' | 'female' }>> = {
  2: { first: 'Işıl', last: 'Şahinoğlu', gender: 'female' },
  3: { first: 'Çağrı', last: 'Öztürk', gender: 'male' },
  4: { first: 'İpek', last: 'Ünal', gender: 'female' },
  5: { first: 'Onur', last: 'Yılmaz', gender: 'male' },
  6: { first: 'Onur', last: 'Bulut', gender: 'male' },
  9: { first: 'Deniz', last: 'Şahin-Kaya', gender: 'female' },
};
/** The student with an unfinished battery (3 of 5 sub-tests, issue 25 §3): Işıl Şahinoğlu. */
export const UNFINISHED_BATTERY_STUDENT = 2;

export const students: Student[] = [];
{
  let k = 0;
  for (const [trainerKey, count] of Object.entries(STUDENTS_PER_TRAINER)) {
    const trainer = DEMO_ACCOUNTS[trainerKey as keyof typeof DEMO_ACCOUNTS];
    for (let j = 0; j < count; j++) {
      k++;
      const ids = demoStudent(k);
      const named = NAMED_STUDENTS[k];
      const drawnGender: 'male' | 'female' = k === 1 ? 'male' : rnd() < 0.5 ? 'female' : 'male';
      const drawnFirst = k === 1 ? DEMO_ACCOUNTS.ogrenci1.firstName : pick(drawnGender === 'female' ? GIRL_NAMES : BOY_NAMES);
      const drawnLast = k === 1 ? DEMO_ACCOUNTS.ogrenci1.lastName : pick(LAST_NAMES);
      const gender = named?.gender ?? drawnGender;
      const first = named?.first ?? drawnFirst;
      const last = named?.last ?? drawnLast;
      const grade = int(1, 12);
      const school = nth(SCHOOLS, nth(grade <= 4 ? [0, 3, 6, 9] : grade <= 8 ? [1, 4, 7] : [2, 5, 8], int(0, grade <= 4 ? 3 : 2)));
      const mother = pick(MOTHER_NAMES);
      const father = pick(FATHER_NAMES);
      const parentName = `${rnd() < 0.6 ? mother : father} ${last}`;
      // birth date: age = grade + 6; the day offset puts a few birthdays in the current month
      // (the 'Aktif Öğrenci' card counts birth months equal to the current month, spec 1 §2).
      const birthOffsetDays = (k % 7 === 0 ? int(0, 20) : int(31, 330));
      const birthExpr = `to_char(date_trunc('month', now())::date - interval '${grade + 6} years' + interval '${birthOffsetDays} days', 'YYYY-MM-DD')`;
      const notes = pick([null, 'Okuma hızında belirgin gelişme var.', 'Dikkat süresi kısa, kısa molalar faydalı.', 'Görsel hafızası güçlü.', 'Veli ile haftalık görüşme yapılıyor.']);
      const demographic = `jsonb_build_object(
      'student_number', ${q(`STU-${26000000 + k}`)}, 'birth_date', ${birthExpr}, 'gender', ${q(gender)},
      'grade_level', ${q(String(grade))}, 'school_name', ${q(school.name)}, 'parent_name', ${q(parentName)},
      'parent_phone', ${q(phone())}, 'parent_email', ${q(`${trMail(nth(parentName.split(' '), 0))}.${trMail(last)}${k}@example.com`)},
      'city', ${q(school.city)}, 'district', ${q(school.district)},
      'address', ${q(`${pick(STREETS)} No:${int(1, 120)} D:${int(1, 20)}, ${school.district}/${school.city}`)}, 'notes', ${q(notes)})`;
      students.push({
        n: 100 + k,
        k,
        id: ids.id,
        authId: ids.authId,
        email: ids.email,
        first,
        last,
        roles: ['kullanici'],
        supervisorId: trainer.id,
        trainerId: trainer.id,
        phone: rnd() < 0.3 ? phone() : null,
        // two inactive students (antrenor2's) show the Pasif state
        active: !(k === 20 || k === 25),
        // a few registrations this month ('Bu Ay Kayıt'), the rest over the last ten months
        createdAgoMin: (k % 6 === 0 ? int(0, 5) : int(40, 300)) * DAY + int(0, 600),
        demographic,
        ability: real(0.45, 0.95),
        grade,
        gender,
        school,
      });
    }
  }
}
export const people: Person[] = [...staff, ...students];
export const byId = new Map(people.map((p) => [p.id, p]));
