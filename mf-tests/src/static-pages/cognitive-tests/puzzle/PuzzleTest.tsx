// The puzzle page: instructions → practice (2 pieces, with feedback) → four scored puzzles
// (4, 6, 9, 16 pieces, each with a time limit) → save → next test. The sequence and its timing
// are in use-puzzle-run.ts, the running puzzle's screen in PuzzlePlay.tsx, the styles in styles.ts.
import { DoneCard, IntroCard, PhaseCard, PracticeDoneCard } from '../../lib/PhaseScreens';
import { SavingCard } from '../../lib/SavingNotice';
import type { TestSessionParams } from '../../lib/session-params';
import { PRACTICE_PUZZLE, SCORED_PUZZLES, type PuzzleDef } from '@akademi/shared/domain/battery/puzzle/design';
import { PuzzlePlay } from './PuzzlePlay';
import { usePuzzleRun } from './use-puzzle-run';

export interface PuzzleTestProps {
  params: TestSessionParams;
  /** the scored puzzles (tests pass shorter time limits) */
  puzzles?: readonly PuzzleDef[];
  practice?: PuzzleDef;
}

export function PuzzleTest({ params, puzzles = SCORED_PUZZLES, practice = PRACTICE_PUZZLE }: PuzzleTestProps) {
  const run = usePuzzleRun({ params, puzzles, practice });
  const { phase, play, between } = run;
  const running = (phase === 'practice' || phase === 'test') && play !== null;

  return (
    <main className="tp-page">
      {running && <PuzzlePlay run={run} play={play} practice={phase === 'practice'} puzzleCount={puzzles.length} />}
      {phase === 'intro' && (
        <IntroCard title="Yapboz Testi" onStart={() => void run.startPractice()}>
          <p>Parçaları birleştirip resmi tamamlayacaksın.</p>
          <p>
            Tepsiden bir <strong>parça seç</strong>, sonra onu tahtada <strong>doğru yerine koy</strong>. Küçük örnek resim sana yol gösterir.
          </p>
          <p>Fare, dokunma ya da klavye (Tab, ok tuşları ve Enter) kullanabilirsin.</p>
        </IntroCard>
      )}
      {phase === 'practice-done' && (
        <PracticeDoneCard onStart={() => void run.startTest()}>
          <p>Şimdi {puzzles.length} yapboz gelecek; her biri öncekinden biraz daha büyük.</p>
          <p>Her yapbozun bir süresi var. Olabildiğince hızlı ve doğru yerleştir.</p>
        </PracticeDoneCard>
      )}
      {phase === 'between' && between && (
        <PhaseCard title={between.solved ? 'Harika! Yapbozu tamamladın.' : 'Süre doldu.'} action={{ label: 'Sonraki Yapboz', onClick: run.next, autoFocus: true }}>
          <p>Sıradaki yapboz biraz daha büyük.</p>
        </PhaseCard>
      )}
      {phase === 'saving' && <SavingCard waiting={run.waitingNetwork} />}
      {phase === 'done' && <DoneCard title="Yapboz testi tamamlandı" />}
    </main>
  );
}
