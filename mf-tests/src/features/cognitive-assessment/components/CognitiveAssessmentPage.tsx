// Bilişsel Beceri Değerlendirme launcher (/cognitive-assessment; spec 3 §2.6, §4, spec 2 §4):
// pick a student, register the session, open the battery window at the full available screen
// size; 'Test Devam Ediyor...' until the aggregator finishes for this session, the battery says
// all-tests-complete, the popup cannot open, or the window is closed (checked every 1 s).
// The page also hosts the run-aggregator listener while it is mounted.
import { useEffect, useRef, useState } from 'react';
import { CONSENT_REQUIRED_MESSAGE, invokeCognitiveAggregator, isConsentRequiredError, selectProfile, useAppSelector } from '@akademi/shared';
import { Link } from '@akademi/shared/router';
import { App, Button, Flex, Typography } from '@akademi/shared/kit';
import { Card } from '@akademi/shared/kit-extra';
import { ConsentMissingAlert, PageTitle, useConsentGate } from '@akademi/shared/ui';
import { AGGREGATOR_COMPLETE_EVENT, type AggregatorCompleteDetail } from '@akademi/shared/domain';
import { batteryStartUrl, ALL_TESTS_COMPLETE_TYPE } from '../../../static-pages/lib/battery';
import { useRegisterCognitiveSessionMutation } from '../api/cognitive-assessment-api';
import { StudentField } from './StudentField';
import { allowedOriginsFromConfig, installAggregatorListener } from '../lib/aggregator-listener';
import { fullScreenFeatures, NO_USER_MESSAGE, POPUP_BLOCKED_MESSAGE, SESSION_SETUP_FAILED_MESSAGE, WINDOW_CHECK_INTERVAL_MS } from '../lib/battery-window';

export default function CognitiveAssessmentPage() {
  const profile = useAppSelector(selectProfile);
  const { notification } = App.useApp();
  const [register] = useRegisterCognitiveSessionMutation();
  const [studentId, setStudentId] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const sessionRef = useRef<string | null>(null);
  const popupRef = useRef<Window | null>(null);
  const gate = useConsentGate(studentId); // issue 26: say so before anything starts

  // the run-aggregator listener (spec 2 §4)
  useEffect(() => {
    const raw = (window as unknown as Record<string, unknown>).__AKADEMI_CONFIG__;
    const { uninstall } = installAggregatorListener({
      target: window,
      allowedOrigins: allowedOriginsFromConfig(window.location.origin, raw),
      runAggregator: invokeCognitiveAggregator,
      session: window.sessionStorage,
      local: window.localStorage,
    });
    return uninstall;
  }, []);

  // back to idle: aggregator success for our session, all-tests-complete, window closed
  useEffect(() => {
    if (!running) return undefined;
    const stop = () => {
      sessionRef.current = null;
      popupRef.current = null;
      setRunning(false);
    };
    const onComplete = (e: Event) => {
      const d = (e as CustomEvent<AggregatorCompleteDetail>).detail;
      if (d?.success && d.sessionId === sessionRef.current) stop();
    };
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return;
      const data = e.data as { type?: unknown } | null;
      if (data && data.type === ALL_TESTS_COMPLETE_TYPE) stop();
    };
    const timer = window.setInterval(() => {
      if (!popupRef.current || popupRef.current.closed) stop();
    }, WINDOW_CHECK_INTERVAL_MS);
    window.addEventListener(AGGREGATOR_COMPLETE_EVENT, onComplete);
    window.addEventListener('message', onMessage);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener(AGGREGATOR_COMPLETE_EVENT, onComplete);
      window.removeEventListener('message', onMessage);
    };
  }, [running]);

  async function start() {
    if (!profile) {
      window.alert(NO_USER_MESSAGE);
      return;
    }
    if (!studentId) {
      notification.warning({ title: 'Uyarı', description: 'Lütfen en az bir öğrenci seçin.' });
      return;
    }
    if (gate === 'closed') return;
    // open while the click still counts as a user gesture (popup blockers)
    const popup = window.open('about:blank', 'akademi-cognitive-battery', fullScreenFeatures(window.screen));
    if (!popup) {
      window.alert(POPUP_BLOCKED_MESSAGE);
      return;
    }
    setRunning(true);
    popupRef.current = popup;
    const res = await register({ studentId, conductedBy: profile.id });
    if ('error' in res || !res.data) {
      popup.close();
      setRunning(false);
      window.alert('error' in res && isConsentRequiredError(res.error) ? CONSENT_REQUIRED_MESSAGE : SESSION_SETUP_FAILED_MESSAGE);
      return;
    }
    sessionRef.current = res.data.sessionId;
    popup.location.href = batteryStartUrl({ sessionId: res.data.sessionId, studentId, conductedBy: profile.id });
  }

  return (
    <div>
      <Link to="/">← Ana Sayfaya Dön</Link>
      <PageTitle>Bilişsel Beceri Değerlendirme</PageTitle>
      <Card>
        <Flex vertical gap={16} style={{ maxWidth: 480 }}>
          <Typography.Paragraph>
            Dikkat, hafıza, Stroop, puzzle ve akıl-mantık testlerinden oluşan bilişsel beceri değerlendirmesi ayrı bir pencerede açılır (yaklaşık 20-25 dakika).
          </Typography.Paragraph>
          <StudentField id="cognitive-student" value={studentId} onChange={setStudentId} disabled={running} />
          {gate === 'closed' && <ConsentMissingAlert />}
          <Button type="primary" size="large" onClick={() => void start()} disabled={running || !studentId || gate === 'closed' || gate === 'checking'} loading={false}>
            {running ? 'Test Devam Ediyor...' : 'Testi Başlat'}
          </Button>
        </Flex>
      </Card>
    </div>
  );
}
