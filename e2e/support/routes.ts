// The routing table of spec 3 §2.1, as the e2e suite walks it.
export const GUARDED_ROUTES = [
  '/dashboard', '/reports', '/reading-tests', '/subject-tests', '/cognitive-assessment', '/reading-exercises',
  '/international-tests', '/forms', '/students', '/add-user', '/settings', '/help', '/test-management', '/activities',
] as const;
export const PUBLIC_ROUTES = ['/exercises', '/public-exercises'] as const;
export const UNGUARDED_ROUTES = ['/pagetester', '/admin/system-logs'] as const;
export const ERROR_SCREEN_TITLE = 'Bir Hata Oluştu';
export const NOT_FOUND_TITLE = 'Sayfa bulunamadı';
export const NOT_FOUND_TEXT = 'Aradığınız sayfa mevcut değil veya taşınmış olabilir.';
