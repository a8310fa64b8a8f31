// The Hafıza page: instructions → practice (one picture and one word question, with feedback)
// → short visual → short auditory → filler → delayed visual → delayed auditory → save → next test.
// The sequence and its timing are in use-hafiza-run.ts, the screens in screens.tsx, the styles in
// styles.ts; this file puts them on the page.
import type { BatteryPageDeps } from '../../lib/battery-page';
import { DoneCard, FeedbackLine, IntroCard, PracticeDoneCard, ProgressBar } from '../../lib/PhaseScreens';
import { SavingCard } from '../../lib/SavingNotice';
import type { TestSessionParams } from '../../lib/session-params';
import { FillerView, NoVoiceNotice, QuestionView, ReadyCard, StudyStage } from './screens';
import type { SpeechPort } from './speech';
import { stepOf, useHafizaRun } from './use-hafiza-run';

export { NO_VOICE_NOTICE } from './screens';

/** What the page needs from the outside (tests pass fakes). */
export type HafizaDeps = BatteryPageDeps;

export interface HafizaTestProps {
  params: TestSessionParams;
  /** injectable for tests */
  speech?: SpeechPort;
  deps?: HafizaDeps;
}

export function HafizaTest({ params, speech, deps }: HafizaTestProps) {
  const { phase, screen, progress, feedback, spoken, waitingNetwork, answer, ready, startPractice, startTest } = useHafizaRun({ params, speech, deps });
  const running = phase === 'practice' || phase === 'test';

  return (
    <main className="tp-page" data-step={stepOf(phase, screen)}>
      {running && <ProgressBar practice={phase === 'practice'} done={progress.done} total={progress.total} />}
      {running && screen.kind === 'ready' && <ReadyCard stage={screen.stage} spoken={spoken} onReady={ready} />}
      {running && (screen.kind === 'study-picture' || screen.kind === 'study-word' || screen.kind === 'blank') && <StudyStage screen={screen} />}
      {running && screen.kind === 'study-word' && !screen.spoken && !spoken && <NoVoiceNotice />}
      {running && screen.kind === 'question' && <QuestionView q={screen.q} spoken={spoken} answer={answer} />}
      {running && screen.kind === 'filler' && <FillerView q={screen.q} answer={answer} />}
      {running && <FeedbackLine feedback={feedback} />}

      {(phase === 'checking' || phase === 'intro') && (
        <IntroCard title="Hafıza Testi" preparing={phase === 'checking'} onStart={() => void startPractice()} notice={phase === 'intro' && !spoken && <NoVoiceNotice />}>
          <p>Sana bazı resimler göstereceğim ve bazı kelimeler {spoken ? 'söyleyeceğim' : 'göstereceğim'}.</p>
          <p>Hepsini aklında tutmaya çalış. Sonra soracağım: Hangisini {spoken ? 'gördün, hangisini duydun?' : 'gördün?'}</p>
          <p>
            Cevap vermek için resme ya da kelimeye <strong>dokun</strong> veya <strong>1, 2, 3, 4</strong> tuşlarından birine bas.
          </p>
        </IntroCard>
      )}
      {phase === 'practice-done' && (
        <PracticeDoneCard onStart={() => void startTest()} autoFocus>
          <p>Şimdi asıl test başlıyor. Bu bölümde doğru mu yanlış mı söylenmeyecek.</p>
          <p>Resimlere bak, kelimeleri {spoken ? 'dinle' : 'oku'} ve hepsini aklında tut.</p>
        </PracticeDoneCard>
      )}
      {phase === 'saving' && <SavingCard waiting={waitingNetwork} />}
      {phase === 'done' && <DoneCard title="Hafıza testi tamamlandı" />}
    </main>
  );
}
