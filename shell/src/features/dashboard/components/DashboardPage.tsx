// /dashboard (spec 1 §2 Dashboard): welcome with the full name and a role intro; 'Hızlı İşlemler'
// for the staff roles; for kullanici the 'Bilişsel Beceri Testleri' cards, each opening its
// static test page in a new tab with a new session id and the user's id. Plain markup in the
// layout's styles (components/chrome-styles.ts): the dashboard loads no antd (issue 19).
import { Suspense, lazy, useState } from 'react';
import { Link } from '@akademi/shared/router';
import { CONSENT_REQUIRED_MESSAGE, fullName, selectSession, useAppSelector } from '@akademi/shared';
import { ConsentMissingAlert, PageTitle, useConsentGate } from '@akademi/shared/ui';
import { AntdZone } from '../../../components/AntdZone';
import { toast } from '../../../components/toast';
import { COGNITIVE_TEST_CARDS, QUICK_ACTIONS, ROLE_INTROS, cognitiveTestUrl } from '../lib/dashboard-content';
import { useStartOwnTestSessionMutation } from '../api/start-test-session';
import { DashboardStats } from './DashboardStats';
import { AssignedTests } from './AssignedTests';

// Lazy: the dialog (Modal, form) stays out of the dashboard's always-loaded JS.
const SystemNotificationDialog = lazy(() => import('../../system-notification'));

function CognitiveTestCards({ usersId }: { usersId: string }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [startOwnTestSession] = useStartOwnTestSessionMutation();
  const gate = useConsentGate(usersId); // issue 26: no guardian consent, no test
  const closed = gate === 'closed';

  const start = async (key: string) => {
    // Opened at once (still inside the click) so the browser allows the tab; filled in afterwards.
    const tab = window.open('about:blank', '_blank');
    setBusy(key);
    const sessionId = crypto.randomUUID();
    const { error } = await startOwnTestSession({ sessionId, usersId });
    setBusy(null);
    if (error) {
      tab?.close();
      toast.error(error.message === CONSENT_REQUIRED_MESSAGE ? CONSENT_REQUIRED_MESSAGE : 'Test başlatılamadı. Lütfen tekrar deneyin.');
      return;
    }
    const url = cognitiveTestUrl(key, sessionId, usersId);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  };

  return (
    <section aria-labelledby="cognitive-tests-title">
      <h3 className="ak-title" id="cognitive-tests-title">
        Bilişsel Beceri Testleri
      </h3>
      {closed ? (
        <div style={{ marginBottom: 16 }}>
          <ConsentMissingAlert />
        </div>
      ) : null}
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {COGNITIVE_TEST_CARDS.map((card) => (
          <li key={card.key} className="ak-card">
            <h4 className="ak-title">{card.title}</h4>
            <p className="ak-secondary">{card.description}</p>
            <button
              type="button"
              className="akademi-btn akademi-btn-primary"
              aria-label={`Teste Başla: ${card.title}`}
              aria-busy={busy === card.key}
              disabled={busy === card.key || closed}
              onClick={() => void start(card.key)}
            >
              {busy === card.key ? <span className="akademi-spinner" aria-hidden="true" style={{ width: 14, height: 14, borderWidth: 2 }} /> : null}
              Teste Başla
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function DashboardPage() {
  const { profile, currentRole } = useAppSelector(selectSession);
  const actions = currentRole ? QUICK_ACTIONS[currentRole] : undefined;
  const [notifyOpen, setNotifyOpen] = useState(false);
  // Kept mounted after the first open: the dialog's antd App holds its result message, which must
  // outlive the closed dialog (the Modal itself destroys its contents when hidden).
  const [notifyMounted, setNotifyMounted] = useState(false);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <div>
        <PageTitle>{profile ? `Hoş geldiniz, ${fullName(profile)}` : 'Hoş geldiniz'}</PageTitle>
        {currentRole ? <p className="ak-secondary">{ROLE_INTROS[currentRole]}</p> : null}
      </div>
      {actions ? (
        <section aria-labelledby="quick-actions-title" className="ak-card">
          <h4 className="ak-title" id="quick-actions-title">
            Hızlı İşlemler
          </h4>
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
            {actions.map((a) =>
              a.dialog ? (
                <button
                  key={a.label}
                  type="button"
                  className="akademi-btn"
                  onClick={() => {
                    setNotifyMounted(true);
                    setNotifyOpen(true);
                  }}
                >
                  {a.label}
                </button>
              ) : (
                <Link key={a.label} to={a.to} className="akademi-btn">
                  {a.label}
                </Link>
              ),
            )}
          </div>
        </section>
      ) : null}
      {notifyMounted ? (
        <Suspense fallback={null}>
          <AntdZone>
            <SystemNotificationDialog open={notifyOpen} onClose={() => setNotifyOpen(false)} />
          </AntdZone>
        </Suspense>
      ) : null}
      {currentRole && currentRole !== 'kullanici' && profile ? <DashboardStats role={currentRole} usersId={profile.id} /> : null}
      {/* issue 25: the student's assigned tests come first */}
      {currentRole === 'kullanici' && profile ? <AssignedTests usersId={profile.id} /> : null}
      {currentRole === 'kullanici' && profile ? <CognitiveTestCards usersId={profile.id} /> : null}
    </div>
  );
}
