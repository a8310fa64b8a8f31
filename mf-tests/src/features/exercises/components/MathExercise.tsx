// Built-in maths exercise (spec 3 §4, §9): 10 levels, 5 questions of 4 options, 1.5 s feedback,
// 10 points and confetti per correct answer, pass at 3 of 5. Questions, level finishing and
// progress defaults come from the shared domain (maths levels); progress is loaded (default when
// missing or failing) and upserted on (email, exercise_type); each finish is recorded as an attempt.
import { useEffect, useRef, useState } from 'react';
import { Button, ReloadOutlined, Spin, Typography } from '@akademi/shared/kit';
import { Modal, Progress, Result } from '@akademi/shared/kit-extra';
import { loadProgress, recordAttempt, saveProgress, type ProgressOwner } from '../api/exercises-api';
import {
  defaultExerciseProgress,
  finishLevel,
  generateLevelQuestions,
  MATH_FEEDBACK_MS,
  MATH_LEVEL_COUNT,
  MATH_POINTS_PER_CORRECT,
  MATH_QUESTIONS_PER_LEVEL,
  normalizeExerciseProgress,
  type ExerciseProgress,
  type MathQuestion,
} from '@akademi/shared/domain';
import { levelFinishAlert } from '../lib/launcher';

/** What the level-end dialog shows (spec 3 §4's alert texts, shown in the page, issue 17 item 7). */
interface LevelEnd {
  message: string;
  passed: boolean;
  nextLevel: number;
}
import { Confetti } from './Confetti';

interface Props {
  exerciseType: string;
  owner: ProgressOwner;
  accessKey: string;
  session: string | null;
}

const newSeed = () => (Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) >>> 0;

export function MathExercise({ exerciseType, owner, accessKey, session }: Props) {
  const [progress, setProgress] = useState<ExerciseProgress | null>(null);
  const [questions, setQuestions] = useState<MathQuestion[]>([]);
  const [index, setIndex] = useState(0);
  const [correct, setCorrect] = useState(0);
  const [levelPoints, setLevelPoints] = useState(0);
  const [feedback, setFeedback] = useState<{ chosen: number; right: boolean } | null>(null);
  const [levelEnd, setLevelEnd] = useState<LevelEnd | null>(null);
  const startedAt = useRef(Date.now());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const startLevel = (level: number) => {
    setQuestions(generateLevelQuestions(level, newSeed()));
    setIndex(0);
    setCorrect(0);
    setLevelPoints(0);
    setFeedback(null);
    startedAt.current = Date.now();
  };

  useEffect(() => {
    let live = true;
    void loadProgress(owner.email, exerciseType, accessKey).then((res) => {
      if (!live) return;
      // spec 3 §8: a failed load falls back to default progress
      const p = 'error' in res ? defaultExerciseProgress() : normalizeExerciseProgress(res.data.progress as Parameters<typeof normalizeExerciseProgress>[0]);
      setProgress(p);
      startLevel(p.current_level);
    });
    return () => {
      live = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, [owner.email, exerciseType, accessKey]);

  const question = questions[index];
  if (!progress || !question) return <Spin style={{ display: 'block', margin: '80px auto' }} />;

  const level = progress.current_level;

  const endLevel = async (finalCorrect: number) => {
    const result = finishLevel(progress, finalCorrect);
    setProgress(result.progress);
    const saved = await saveProgress(owner, exerciseType, result.progress, accessKey);
    if ('error' in saved) console.error('Progress save failed', saved.error.message); // spec 3 §8: only logged
    const recorded = await recordAttempt(
      owner.email,
      {
        exerciseSlug: exerciseType,
        exerciseTitle: 'Matematik',
        sessionId: session,
        score: result.levelScore,
        correct: finalCorrect,
        wrong: MATH_QUESTIONS_PER_LEVEL - finalCorrect,
        level: result.finishedLevel,
        settings: { level: result.finishedLevel },
        durationSeconds: Math.round((Date.now() - startedAt.current) / 1000),
      },
      accessKey,
    );
    if ('error' in recorded) console.error('Attempt record failed', recorded.error.message);
    setLevelEnd({
      message: levelFinishAlert(result.finishedLevel, finalCorrect, result.passed, result.completedAll, result.progress.total_score),
      passed: result.passed || result.completedAll,
      nextLevel: result.progress.current_level,
    });
  };

  const continueAfterLevel = () => {
    if (!levelEnd) return;
    const next = levelEnd.nextLevel;
    setLevelEnd(null);
    startLevel(next);
  };

  const answer = (option: number) => {
    if (feedback) return;
    const right = option === question.answer;
    const nextCorrect = correct + (right ? 1 : 0);
    setFeedback({ chosen: option, right });
    if (right) {
      setCorrect(nextCorrect);
      setLevelPoints((p) => p + MATH_POINTS_PER_CORRECT);
    }
    timer.current = setTimeout(() => {
      setFeedback(null);
      if (index + 1 >= MATH_QUESTIONS_PER_LEVEL) void endLevel(nextCorrect);
      else setIndex(index + 1);
    }, MATH_FEEDBACK_MS);
  };

  return (
    <section style={{ maxWidth: 640, margin: '24px auto', padding: 24, background: '#fff', borderRadius: 16, textAlign: 'center' }} aria-label="Matematik egzersizi">
      {feedback?.right ? <Confetti /> : null}
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="math-level">
          Level {level} / {MATH_LEVEL_COUNT}
        </Typography.Title>
        <div data-testid="math-score">Puan: {progress.total_score + levelPoints}</div>
      </div>
      <Progress percent={Math.round((index / MATH_QUESTIONS_PER_LEVEL) * 100)} showInfo={false} />
      <div style={{ color: '#6b7280' }}>
        Soru {index + 1} / {MATH_QUESTIONS_PER_LEVEL} · Doğru: {correct}
      </div>
      <div style={{ fontSize: 44, fontWeight: 700, margin: '32px 0' }} data-testid="math-question">
        {question.text}
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
        {question.options.map((o) => {
          const isAnswer = feedback && o === question.answer;
          const isWrongChoice = feedback && o === feedback.chosen && !feedback.right;
          return (
            <Button
              key={o}
              size="large"
              onClick={() => answer(o)}
              disabled={!!feedback}
              style={{ height: 64, fontSize: 24, ...(feedback ? { color: '#111827' } : {}), ...(isAnswer ? { background: '#d1fae5', borderColor: '#10b981' } : {}), ...(isWrongChoice ? { background: '#fee2e2', borderColor: '#ef4444' } : {}) }}
            >
              {o}
            </Button>
          );
        })}
      </div>
      <div role="status" style={{ minHeight: 28, marginTop: 12, fontWeight: 600, color: feedback?.right ? '#059669' : '#dc2626' }}>
        {feedback ? (feedback.right ? 'Doğru! +10 puan' : `Yanlış! Doğru cevap: ${question.answer}`) : ''}
      </div>
      <Button icon={<ReloadOutlined />} onClick={() => startLevel(level)} disabled={!!feedback || !!levelEnd}>
        Seviyeyi Yeniden Başlat
      </Button>
      <Modal
        open={!!levelEnd}
        title={levelEnd?.passed ? 'Seviye tamamlandı' : 'Seviye tamamlanamadı'}
        onCancel={continueAfterLevel}
        width="min(480px, calc(100vw - 32px))"
        footer={
          <Button type="primary" autoFocus onClick={continueAfterLevel}>
            Devam Et
          </Button>
        }
      >
        {levelEnd ? <Result status={levelEnd.passed ? 'success' : 'warning'} subTitle={levelEnd.message} style={{ padding: '8px 0' }} /> : null}
      </Modal>
    </section>
  );
}
