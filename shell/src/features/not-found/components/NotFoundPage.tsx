// 404 page (spec 1 §2 "Generic screens", spec 3 §2.1 "any other path").
import { Link } from 'react-router-dom';
import { Result } from '@akademi/shared/ui';

export const NOT_FOUND_TITLE = 'Sayfa bulunamadı';
export const NOT_FOUND_TEXT = 'Aradığınız sayfa mevcut değil veya taşınmış olabilir.';

export default function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{NOT_FOUND_TITLE}</h1>}
      subTitle={NOT_FOUND_TEXT}
      extra={<Link to="/">Ana Sayfaya Dön</Link>}
    />
  );
}
