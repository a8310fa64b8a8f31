// Formlar (/forms; spec 3 §2.6, §4, §8): the parent-survey card ('Veli Anketi', 40 questions,
// 10-15 minutes). Staff pick one of their visible students; a kullanici starts it for themselves.
// The survey opens in its own window for a registered 'parent_survey' session; the button reads
// 'Anket Devam Ediyor...' until that window is closed.
import { useEffect, useMemo, useState } from 'react';
import { selectCurrentRole, selectProfile, useAppSelector } from '@akademi/shared';
import { Button, Flex, Typography } from '@akademi/shared/kit';
import { Card } from '@akademi/shared/kit-extra';
import { ConsentMissingAlert, PageTitle, useConsentGate } from '@akademi/shared/ui';
import { StudentField, useRegisterCognitiveSessionMutation } from '../../cognitive-assessment';
import { createSurveyLauncher } from '../lib/survey-launcher';

export default function FormsPage() {
  const role = useAppSelector(selectCurrentRole);
  const profile = useAppSelector(selectProfile);
  const forSelf = role === 'kullanici';
  const [register] = useRegisterCognitiveSessionMutation();
  const [studentId, setStudentId] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  const launcher = useMemo(
    () =>
      createSurveyLauncher({
        open: (url, name) => window.open(url, name),
        alert: (m) => window.alert(m),
        register: async (student, conductedBy) => {
          const res = await register({ studentId: student, conductedBy, kind: 'parent_survey' });
          return 'data' in res && res.data ? res.data : null;
        },
        storage: window.localStorage,
        onRunningChange: setRunning,
      }),
    [register],
  );
  useEffect(() => () => launcher.dispose(), [launcher]);

  const target = forSelf ? (profile?.id ?? null) : studentId;
  const gate = useConsentGate(target); // issue 26: say so before anything starts

  return (
    <div>
      <PageTitle>Formlar</PageTitle>
      <Card title={<span id="veli-anketi-title">Veli Anketi</span>} style={{ maxWidth: 560 }} aria-labelledby="veli-anketi-title" role="region">
        <Flex vertical gap={16}>
          <Typography.Paragraph style={{ margin: 0 }}>
            Velinin çocuğun evdeki dikkat, düzen ve davranışlarını değerlendirdiği anket ayrı bir pencerede açılır.
          </Typography.Paragraph>
          <Typography.Text type="secondary">40 soru · 10-15 dakika</Typography.Text>
          {forSelf ? null : (
            <StudentField id="survey-student" value={studentId} onChange={setStudentId} disabled={running} />
          )}
          {gate === 'closed' && <ConsentMissingAlert />}
          <Button
            type="primary"
            size="large"
            onClick={() => void launcher.start(target, profile?.id ?? null)}
            disabled={running || (!forSelf && !studentId) || gate === 'closed' || gate === 'checking'}
          >
            {running ? 'Anket Devam Ediyor...' : 'Anketi Başlat'}
          </Button>
        </Flex>
      </Card>
    </div>
  );
}
