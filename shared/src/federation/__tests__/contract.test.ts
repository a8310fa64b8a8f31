import { navForRole, navUrlFor, parseNavItems, type NavItem } from '../contract';

const ALL = ['admin', 'temsilci', 'beyin_antrenoru', 'kullanici'] as const;
const items: NavItem[] = [
  { path: '/help', label: 'Yardım', icon: 'help', roles: ['admin', 'beyin_antrenoru', 'temsilci'], section: 'quick', order: 100 },
  { path: '/forms', label: 'Formlar', icon: 'form', roles: ALL, section: 'main', order: 40 },
  { path: '/cognitive-assessment', label: 'Bilişsel Beceri Değerlendirme', icon: 'brain', roles: ALL, section: 'main', order: 10 },
  { path: '/students', label: 'Öğrenciler', icon: 'students', roles: ['admin', 'beyin_antrenoru'], section: 'management', order: 50 },
  {
    path: '/add-user',
    label: 'Kullanıcılar',
    labelByRole: { temsilci: 'Beyin Antrenörleri', admin: 'Kullanıcılar' },
    icon: 'users',
    roles: ['admin', 'temsilci'],
    section: 'management',
    order: 60,
  },
  { path: '/settings', label: 'Ayarlar', icon: 'settings', roles: ALL, section: 'quick', order: 90 },
];

describe('navForRole (spec 1 §2 sidebar table)', () => {
  it('orders items and labels /add-user by role', () => {
    const admin = navForRole(items, 'admin');
    expect(admin.main.map((i) => i.path)).toEqual(['/cognitive-assessment', '/forms']);
    expect(admin.management.map((i) => i.shownLabel)).toEqual(['Öğrenciler', 'Kullanıcılar']);
    expect(navForRole(items, 'temsilci').management.map((i) => i.shownLabel)).toEqual(['Beyin Antrenörleri']);
  });
  it('leaves Management empty for kullanici and hides /help', () => {
    const k = navForRole(items, 'kullanici');
    expect(k.management).toEqual([]);
    expect(k.quick.map((i) => i.path)).toEqual(['/settings']);
  });
  it('shows nothing without a current role', () => {
    expect(navForRole(items, null)).toEqual({ main: [], management: [], quick: [] });
  });
});

describe('nav.json', () => {
  it('keeps valid items and drops malformed ones', () => {
    expect(parseNavItems(items)).toHaveLength(items.length);
    expect(parseNavItems([{ path: 'no-slash', label: 'x', icon: 'help', roles: ['admin'], section: 'main', order: 1 }])).toEqual([]);
    expect(parseNavItems([{ path: '/x', label: 'x', icon: 'help', roles: ['root'], section: 'main', order: 1 }])).toEqual([]);
    expect(parseNavItems({ not: 'an array' })).toEqual([]);
  });
  it('lives next to the manifest', () => {
    expect(navUrlFor('http://127.0.0.1:3002/mf-manifest.json')).toBe('http://127.0.0.1:3002/nav.json');
    expect(navUrlFor('https://cdn.example/admin/v3/mf-manifest.json')).toBe('https://cdn.example/admin/v3/nav.json');
    expect(navUrlFor('not a url')).toBeNull();
  });
});
