// Erişim kayıtları (issue 26 §2): Turkish labels for what was looked at, by which kind of
// actor and through which path — shared by 'Erişim Kayıtları' (mf-admin) and 'Kim görüntüledi?'
// on the student profile (mf-reports).

export const ACCESS_WHAT_LABELS: Record<string, string> = {
  results: 'Sonuçlar',
  profile: 'Profil',
  notes: 'Notlar',
  demographics: 'Demografik bilgiler',
  export: 'Dışa aktarma',
};

export const ACCESS_ACTOR_KIND_LABELS: Record<string, string> = {
  staff: 'Personel',
  lms_link: 'LMS bağlantısı',
  export: 'Dışa aktarma',
  service: 'Sistem',
};

const PATH_LABELS: Record<string, string> = {
  'rpc:report_burdon_results': 'Raporlar · Burdon',
  'rpc:report_d2_results': 'Raporlar · D2',
  'rpc:report_cognitive_results': 'Raporlar · Bilişsel',
  'rpc:student_profile_header': 'Öğrenci Profili',
  'rpc:student_profile_results': 'Öğrenci Profili · Sonuçlar',
  'rpc:student_profile_notes': 'Öğrenci Profili · Notlar',
  'function:lms-integration': 'LMS bağlantısı',
};

/** A readable name for a recorded path ('rpc:report_d2_results' → 'Raporlar · D2'); unknown paths as stored. */
export function accessPathLabel(path: string): string {
  return PATH_LABELS[path] ?? path;
}

/** Who looked, for a list row: the staff member's name, else the kind of actor. */
export function accessActorLabel(row: { actor_name: string | null; actor_kind: string }): string {
  return row.actor_name ?? ACCESS_ACTOR_KIND_LABELS[row.actor_kind] ?? row.actor_kind;
}
