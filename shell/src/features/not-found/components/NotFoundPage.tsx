// 404 page (spec 1 §2 "Generic screens", spec 3 §2.1 "any other path").
import { Link } from '@akademi/shared/router';

export const NOT_FOUND_TITLE = 'Sayfa bulunamadı';
export const NOT_FOUND_TEXT = 'Aradığınız sayfa mevcut değil veya taşınmış olabilir.';

export default function NotFoundPage() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, padding: '64px 16px', textAlign: 'center' }}>
      <p aria-hidden style={{ fontSize: 64, fontWeight: 700, margin: 0, color: '#2f54eb' }}>
        404
      </p>
      <h1 style={{ fontSize: 24, margin: 0 }}>{NOT_FOUND_TITLE}</h1>
      <p style={{ margin: 0, color: 'rgba(0,0,0,0.6)' }}>{NOT_FOUND_TEXT}</p>
      <Link to="/">Ana Sayfaya Dön</Link>
    </div>
  );
}
