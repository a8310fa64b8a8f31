// The demo academy's fixed accounts (helper-common "Demo accounts"). Ids are fixed so tests,
// e2e logins and the seed agree; the seed is generated from these by generate-seed.ts.

/** Demo password of every seeded account (local/demo only). */
export const DEMO_PASSWORD = 'Akademi2026!';

export type DemoRole = 'admin' | 'temsilci' | 'beyin_antrenoru' | 'kullanici';

export interface DemoAccount {
  key: string;
  /** public.users.id */
  id: string;
  /** auth.users.id (the JWT sub) */
  authId: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: DemoRole[];
  /** key of the supervising account */
  supervisor?: string;
}

/** public.users ids: 00000000-0000-4000-a000-NNNNNNNNNNNN; auth ids: …-b000-… with the same N. */
export function demoUserId(n: number): string {
  return `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
}
export function demoAuthId(n: number): string {
  return `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`;
}

function account(n: number, key: string, email: string, firstName: string, lastName: string, roles: DemoRole[], supervisor?: string): DemoAccount {
  return { key, id: demoUserId(n), authId: demoAuthId(n), email, firstName, lastName, roles, supervisor };
}

/** Staff accounts plus the first student. Students 1..N are ogrenci{N}@akademi.test with n = 100 + N. */
export const DEMO_ACCOUNTS = {
  admin: account(1, 'admin', 'admin@akademi.test', 'Selin', 'Aydın', ['admin']),
  temsilci: account(2, 'temsilci', 'temsilci@akademi.test', 'Murat', 'Demir', ['temsilci']),
  temsilci2: account(3, 'temsilci2', 'temsilci2@akademi.test', 'Elif', 'Kaya', ['temsilci']),
  antrenor1: account(4, 'antrenor1', 'antrenor1@akademi.test', 'Zeynep', 'Çelik', ['beyin_antrenoru'], 'temsilci'),
  antrenor2: account(5, 'antrenor2', 'antrenor2@akademi.test', 'Emre', 'Şahin', ['beyin_antrenoru'], 'temsilci'),
  antrenor3: account(6, 'antrenor3', 'antrenor3@akademi.test', 'Burak', 'Öztürk', ['beyin_antrenoru'], 'temsilci2'),
  cokrol: account(7, 'cokrol', 'cokrol@akademi.test', 'Deniz', 'Arslan', ['admin', 'beyin_antrenoru']),
  ogrenci1: account(101, 'ogrenci1', 'ogrenci1@akademi.test', 'Ali', 'Yıldız', ['kullanici'], 'antrenor1'),
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;

/** How many students each trainer gets in the demo seed (issue: at least 12 per trainer). */
export const STUDENTS_PER_TRAINER: Record<'antrenor1' | 'antrenor2' | 'antrenor3' | 'cokrol', number> = {
  antrenor1: 14,
  antrenor2: 13,
  antrenor3: 12,
  cokrol: 3,
};

/** Student number k (1-based) → its public id, auth id and email. */
export function demoStudent(k: number): { id: string; authId: string; email: string } {
  return { id: demoUserId(100 + k), authId: demoAuthId(100 + k), email: `ogrenci${k}@akademi.test` };
}

/** The one demo student without a guardian consent (issue 26: shows the consent gate). Student 29
 *  is antrenor3's (Burak Öztürk, under temsilci2) and has no results and no exercise history. */
export const UNCONSENTED_DEMO_STUDENT = demoStudent(29);

/** Two-step sign-in demo (issue 28; README "Trying two-step sign-in"): an admin with a verified
 *  TOTP factor whose secret is fixed and public — add it to an authenticator app, or compute the
 *  code from it (otplib). Kept out of DEMO_ACCOUNTS so the demo data drawn for those stays as it was. */
export const MFA_DEMO_ADMIN = {
  key: 'adminMfa',
  id: demoUserId(8),
  authId: demoAuthId(8),
  email: 'admin.mfa@akademi.test',
  firstName: 'Kerem',
  lastName: 'Yalçın',
  roles: ['admin'],
  /** auth.mfa_factors.id of the verified factor. */
  factorId: '00000000-0000-4000-e000-000000000008',
  /** RFC 4648 base32, 32 characters (160 bits), SHA1 / 6 digits / 30 s. Demo only. */
  totpSecret: 'AKADEMIMFADEMOSECRETTOTPKEY23456',
} as const satisfies DemoAccount & { factorId: string; totpSecret: string };
