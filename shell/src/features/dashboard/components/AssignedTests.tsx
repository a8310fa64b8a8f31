// 'Atanan Testler' on the kullanici dashboard (issue 25 item 2): each open assignment with a start
// button, and those finished in the last week marked 'Tamamlandı'. Plain markup (no antd on the
// dashboard, issue 19). The database moves the state (migration 20261126100100).
import { useEffect, useState } from 'react';
import { useNavigate } from '@akademi/shared/router';
import { toast } from '../../../components/toast';
import { useGetAssignedTestsQuery, useStartAssignedTestMutation, type AssignedTest } from '../api/get-assigned-tests';
import { useStartOwnTestSessionMutation } from '../api/start-test-session';
import { ASSIGNED_STATUS_LABELS, assignedStart, cognitiveTestUrl, ownAttentionTestUrl } from '../lib/dashboard-content';

const durationText = (m: number | null | undefined) => (typeof m === 'number' && m > 0 ? `${m} dk` : 'Sınırsız');

export function AssignedTests({ usersId }: { usersId: string }) {
  const navigate = useNavigate();
  const list = useGetAssignedTestsQuery(usersId);
  const [startAssigned] = useStartAssignedTestMutation();
  const [startSession] = useStartOwnTestSessionMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const { refetch } = list;

  // Back from the test tab: the result may have completed the assignment.
  useEffect(() => {
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);

  const start = async (a: AssignedTest) => {
    const how = assignedStart(a.test?.test_type ?? '');
    // a test page opens in a new tab while the click still counts as a user gesture
    const tab = 'page' in how ? window.open('about:blank', '_blank') : null;
    setBusy(a.id);
    const fail = () => {
      tab?.close();
      setBusy(null);
      toast.error('Test başlatılamadı. Lütfen tekrar deneyin.');
    };
    const started = await startAssigned(a.id);
    if ('error' in started) return fail();
    if ('page' in how) {
      const sessionId = crypto.randomUUID();
      const kind = how.page;
      const session = await startSession({ sessionId, usersId, kind });
      if ('error' in session) return fail();
      const url = kind === 'cognitive' ? cognitiveTestUrl('dikkat', sessionId, usersId) : ownAttentionTestUrl(kind, sessionId, usersId);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } else if ('route' in how) {
      navigate(how.route);
    } else {
      toast.success(`${a.test?.title ?? 'Test'} başlatıldı. Bu test antrenörünüzle birlikte uygulanır.`);
    }
    setBusy(null);
  };

  const rows = list.data ?? [];
  return (
    <section aria-labelledby="assigned-tests-title">
      <h3 className="ak-title" id="assigned-tests-title">
        Atanan Testler
      </h3>
      {list.isLoading ? (
        <p className="ak-secondary">Yükleniyor...</p>
      ) : list.isError ? (
        <p className="ak-secondary">Atanan testler yüklenemedi.</p>
      ) : rows.length === 0 ? (
        <p className="ak-secondary">Size atanmış bir test yok.</p>
      ) : (
        <ul aria-label="Atanan Testler" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(min(260px, 100%), 1fr))' }}>
          {rows.map((a) => {
            const title = a.test?.title ?? 'Test';
            const open = a.status === 'assigned' || a.status === 'in_progress';
            const action = a.status === 'in_progress' ? 'Devam Et' : 'Testi Başlat';
            return (
              <li key={a.id} className="ak-card" aria-label={title}>
                <h4 className="ak-title" style={{ overflowWrap: 'anywhere' }}>
                  {title}
                </h4>
                <p className="ak-secondary">
                  {`Süre: ${durationText(a.test?.duration_minutes)} · Durum: ${ASSIGNED_STATUS_LABELS[a.status] ?? a.status}`}
                </p>
                {open ? (
                  <button
                    type="button"
                    className="akademi-btn akademi-btn-primary"
                    aria-label={`${action}: ${title}`}
                    aria-busy={busy === a.id}
                    disabled={busy === a.id}
                    onClick={() => void start(a)}
                  >
                    {busy === a.id ? <span className="akademi-spinner" aria-hidden="true" style={{ width: 14, height: 14, borderWidth: 2 }} /> : null}
                    {action}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
