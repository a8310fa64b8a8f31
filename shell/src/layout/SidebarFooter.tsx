// Sidebar footer (spec 1 §2 Shell): support phone and support e-mail.
import { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from '../features/support/contact';

export function SidebarFooter({ children }: { children?: React.ReactNode }) {
  return (
    <footer style={{ marginTop: 'auto', padding: 16, borderTop: '1px solid #f0f0f0', fontSize: 13, lineHeight: 1.6 }}>
      <div style={{ fontWeight: 600 }}>Destek</div>
      <div>
        Telefon: <a href={telHref(SUPPORT_PHONE)}>{SUPPORT_PHONE}</a>
      </div>
      <div>
        E-posta: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </div>
      {children}
    </footer>
  );
}
