import { Link } from '@akademi/shared/router';
import { ArrowLeftOutlined } from '@akademi/shared/kit-extra';

/** Back link to /dashboard at the top of the management pages. */
export function BackLink() {
  return (
    <Link to="/dashboard" style={{ display: 'inline-flex', gap: 6, alignItems: 'center', marginBottom: 12 }}>
      <ArrowLeftOutlined /> Panele Dön
    </Link>
  );
}
