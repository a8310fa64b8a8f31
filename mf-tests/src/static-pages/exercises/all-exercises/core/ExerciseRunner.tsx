// One exercise from start to result: instructions and settings → play → result screen. Sends
// LEVEL_PROGRESS while playing and EXERCISE_COMPLETE at the end (spec 3 §4).
import { useCallback, useRef, useState } from 'react';
import { exerciseTitle } from '@akademi/shared/domain';
import { clampLevel } from './levels';
import { accuracyPercent, type HostLink, type SavedProgress } from './protocol';
import { defaultSettings } from './settings';
import { SettingsForm } from './SettingsForm';
import type { ExerciseDefinition, ExerciseOutcome, SettingsValues } from './types';

type Phase = { kind: 'intro' } | { kind: 'play'; settings: SettingsValues; level: number; run: number; stop: boolean } | { kind: 'result'; outcome: ExerciseOutcome; accuracy: number; seconds: number };

const fmt = (n: number) => new Intl.NumberFormat('tr-TR').format(n);

export function ExerciseRunner({ def, link, progress }: { def: ExerciseDefinition; link: HostLink; progress: SavedProgress }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'intro' });
  const [level, setLevel] = useState(() => clampLevel(progress.current_level, def.maxLevel));
  const [settings, setSettings] = useState<SettingsValues>(() => {
    const d = defaultSettings(def.settings);
    if (def.levelSetting) d[def.levelSetting] = clampLevel(progress.current_level, def.maxLevel);
    return d;
  });
  const started = useRef(0);
  const runs = useRef(0);
  const title = exerciseTitle(def.type);

  const start = (values: SettingsValues) => {
    const startLevel = def.levelSetting ? clampLevel(Number(values[def.levelSetting]), def.maxLevel) : level;
    setSettings(values);
    setLevel(startLevel);
    started.current = performance.now();
    runs.current += 1;
    setPhase({ kind: 'play', settings: values, level: startLevel, run: runs.current, stop: false });
  };

  const onLevel = useCallback(
    (l: number, score: number) => {
      setLevel(clampLevel(l, def.maxLevel));
      link.levelProgress(clampLevel(l, def.maxLevel), Math.round(score));
    },
    [link, def.maxLevel],
  );

  const onFinish = useCallback(
    (o: ExerciseOutcome) => {
      setPhase((p) => {
        if (p.kind !== 'play') return p; // finished once already
        const outcome = { ...o, level: clampLevel(o.level, def.maxLevel), score: Math.round(o.score) };
        const accuracy = accuracyPercent(outcome.correct, outcome.wrong);
        const seconds = Math.max(1, Math.round((performance.now() - started.current) / 1000));
        link.complete({ ...outcome, accuracy, durationSeconds: seconds, settings: p.settings });
        setLevel(outcome.level);
        if (def.levelSetting) setSettings((s) => ({ ...s, [def.levelSetting as string]: outcome.level }));
        return { kind: 'result', outcome, accuracy, seconds };
      });
    },
    [link, def.maxLevel, def.levelSetting],
  );

  return (
    <main className="ex-app">
      <header className="ex-bar">
        <h1>{title}</h1>
        <span className="ex-badge" aria-live="polite">
          Seviye {level}
        </span>
        {phase.kind === 'play' && (
          <button type="button" className="ex-choice" disabled={phase.stop} onClick={() => setPhase((p) => (p.kind === 'play' ? { ...p, stop: true } : p))}>
            Egzersizi Bitir
          </button>
        )}
      </header>
      {phase.kind === 'intro' && (
        <section className="ex-card" aria-label="Nasıl oynanır">
          {def.instructions.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <SettingsForm type={def.type} fields={def.settings} initial={settings} onStart={start} />
        </section>
      )}
      {phase.kind === 'play' && <def.Component key={phase.run} settings={phase.settings} level={phase.level} onLevel={onLevel} onFinish={onFinish} stopRequested={phase.stop} />}
      {phase.kind === 'result' && (
        <section className="ex-card" aria-label="Sonuç">
          <h2>Egzersiz tamamlandı</h2>
          <dl className="ex-stats">
            <div className="ex-stat">
              <dt>Skor</dt>
              <dd>{fmt(phase.outcome.score)}</dd>
            </div>
            <div className="ex-stat">
              <dt>Doğru</dt>
              <dd>{fmt(phase.outcome.correct)}</dd>
            </div>
            <div className="ex-stat">
              <dt>Yanlış</dt>
              <dd>{fmt(phase.outcome.wrong)}</dd>
            </div>
            <div className="ex-stat">
              <dt>Doğruluk (%)</dt>
              <dd>{fmt(phase.accuracy)}</dd>
            </div>
            <div className="ex-stat">
              <dt>Seviye</dt>
              <dd>{fmt(phase.outcome.level)}</dd>
            </div>
            <div className="ex-stat">
              <dt>Süre (sn)</dt>
              <dd>{fmt(phase.seconds)}</dd>
            </div>
          </dl>
          <div className="ex-actions">
            <button type="button" className="tp-button" onClick={() => setPhase({ kind: 'intro' })}>
              Tekrar Oyna
            </button>
          </div>
        </section>
      )}
    </main>
  );
}
