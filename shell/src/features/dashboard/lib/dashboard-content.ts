// Per-role dashboard content (spec 1 §2 Dashboard): role intro, quick actions, kullanici test cards.
import type { Role } from '@akademi/shared';

/** Role-specific intro under the welcome (spec 1 §2: "a role-specific intro"; wording ours). */
export const ROLE_INTROS: Record<Role, string> = {
  admin: 'Sistem genelindeki kullanıcıları, testleri ve sonuçları buradan takip edebilirsiniz.',
  temsilci: 'Bölgenizdeki beyin antrenörlerini ve öğrencilerinin gelişimini buradan takip edebilirsiniz.',
  beyin_antrenoru: 'Öğrencilerinizin testlerini ve gelişimini buradan takip edebilirsiniz.',
  kullanici: 'Bilişsel becerilerinizi ölçen testlere aşağıdan başlayabilirsiniz.',
};

/** A link to a page, or (admin's 'Bildirim Gönder') a dialog opened on the dashboard itself. */
export type QuickAction = { label: string; to: string; dialog?: undefined } | { label: string; dialog: 'system-notification'; to?: undefined };

/**
 * 'Hızlı İşlemler' (spec 1 §2). The creation dialogs belong to mf-admin, so creating actions open
 * the management page with a query parameter that opens the dialog there. The admin's
 * 'Bildirim Gönder' opens the (lazily loaded) system-notification dialog on the dashboard.
 */
// issue 25: every staff role also gets 'Test Tanımla' (spec 1 §2 'Test assignment' roles).
export const QUICK_ACTIONS: Partial<Record<Role, QuickAction[]>> = {
  admin: [
    { label: 'Kullanıcı Ekle', to: '/add-user?dialog=create-user' },
    { label: 'Bildirim Gönder', dialog: 'system-notification' },
    { label: 'Test Tanımla', to: '/test-management' },
  ],
  temsilci: [
    { label: 'Antrenör Ekle', to: '/add-user?dialog=create-user' },
    { label: 'Antrenörlerim', to: '/add-user' },
    { label: 'Test Tanımla', to: '/test-management' },
  ],
  beyin_antrenoru: [
    { label: 'Öğrenci Ekle', to: '/students?dialog=add-student' },
    { label: 'Öğrenci Raporları', to: '/reports' },
    { label: 'Aktiviteler', to: '/activities' },
    { label: 'Test Tanımla', to: '/test-management' },
  ],
};

export interface CognitiveTestCard {
  key: string;
  title: string;
  description: string;
}

/** The five cards of the kullanici dashboard (spec 1 §2), in the spec's order. */
export const COGNITIVE_TEST_CARDS: readonly CognitiveTestCard[] = [
  { key: 'dikkat', title: 'Dikkat', description: 'Seçici ve sürekli dikkatinizi ölçer.' },
  { key: 'hafiza', title: 'Hafıza', description: 'Görsel ve sözel hafızanızı ölçer.' },
  { key: 'stroop', title: 'Stroop', description: 'Bilişsel esneklik ve tepki kontrolünüzü ölçer.' },
  { key: 'puzzle', title: 'Puzzle', description: 'Görsel-uzamsal algınızı ölçer.' },
  { key: 'akil-mantik', title: 'Akıl-Mantık', description: 'Mantıksal akıl yürütmenizi ölçer.' },
];

/** /cognitive-tests/<x>/<x>.html?session_id=…&student_id=… (spec 1 §2). */
export function cognitiveTestUrl(key: string, sessionId: string, studentId: string): string {
  const q = new URLSearchParams({ session_id: sessionId, student_id: studentId });
  return `/cognitive-tests/${key}/${key}.html?${q.toString()}`;
}

/**
 * What the start button of an assigned test does (issue 25 'Atanan Testler'; docs/decisions.md
 * "Test assignments"): Burdon and d2 open their test page for the student themself; an assigned
 * battery opens its first page (Dikkat) like the Dikkat card; a parent survey goes to /forms;
 * reading and field tests are only marked started (as the test lists do: they have no page).
 */
export type AssignedStart = { page: 'burdon' | 'd2' | 'cognitive' } | { route: '/forms' } | { markOnly: true };
export function assignedStart(testType: string): AssignedStart {
  if (testType === 'burdon' || testType === 'd2') return { page: testType };
  if (testType === 'cognitive') return { page: 'cognitive' };
  if (testType === 'parent_survey') return { route: '/forms' };
  return { markOnly: true };
}

/** The Burdon / d2 test page for the student's own session (conductor = the student). */
export function ownAttentionTestUrl(kind: 'burdon' | 'd2', sessionId: string, usersId: string): string {
  const q = new URLSearchParams({ session_id: sessionId, student_id: usersId, conducted_by: usersId });
  return `/cognitive-tests/${kind}/${kind}.html?${q.toString()}`;
}

/** Labels of the assignment states on the student's card. */
export const ASSIGNED_STATUS_LABELS: Record<string, string> = { assigned: 'Atandı', in_progress: 'Başladı', completed: 'Tamamlandı', cancelled: 'İptal Edildi' };
