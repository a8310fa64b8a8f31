// Sidebar items of mf-tests (spec 1 §2 sidebar table).
import type { NavItem } from '@akademi/shared';

const nav: NavItem[] = [
  { path: '/cognitive-assessment', label: 'Bilişsel Beceri Değerlendirme', icon: 'brain', roles: ['admin', 'temsilci', 'beyin_antrenoru', 'kullanici'], section: 'main', order: 10 },
  { path: '/reading-exercises', label: 'Etkin ve Anlayarak Okuma', icon: 'reading', roles: ['admin', 'temsilci', 'beyin_antrenoru', 'kullanici'], section: 'main', order: 20 },
  { path: '/international-tests', label: 'Uluslararası Alan Testleri', icon: 'global', roles: ['admin', 'temsilci', 'beyin_antrenoru', 'kullanici'], section: 'main', order: 30 },
  { path: '/forms', label: 'Formlar', icon: 'form', roles: ['admin', 'temsilci', 'beyin_antrenoru', 'kullanici'], section: 'main', order: 40 },
];

export default nav;
