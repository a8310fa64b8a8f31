// Host of the embedded exercises app (spec 3 §2.7, §4, §8): the frame loads
// /exercises/all-exercises/index.html#/oyun/{type}; EXERCISE_READY is answered with
// INIT_PROGRESS, LEVEL_PROGRESS and EXERCISE_COMPLETE are saved into progress, and a completed
// exercise is recorded as an attempt for the tracking portal. A frame that cannot load shows
// 'Egzersiz yüklenirken hata oluştu' with a retry that reloads.
import { useEffect, useRef, useState } from 'react';
import { Button, ReloadOutlined, Spin, Typography } from '@akademi/shared/kit';
import { loadProgress, recordAttempt, saveProgress, type ProgressOwner } from '../api/exercises-api';
import { defaultExerciseProgress, exerciseTitle, normalizeExerciseProgress, type ExerciseProgress } from '@akademi/shared/domain';
import { applyComplete, applyLevelProgress, parseFrameMessage } from '../lib/frame-messages';
import { embeddedExerciseUrl, MSG_FRAME_FAILED } from '../lib/launcher';

/**
 * Ours: a frame whose app never says EXERCISE_READY counts as failed after this long (a static
 * host may answer a missing app with its SPA fallback page, status 200).
 */
export const FRAME_READY_TIMEOUT_MS = 15_000;

interface Props {
  type: string;
  owner: ProgressOwner;
  accessKey: string;
  session: string | null;
}

export function EmbeddedExercise({ type, owner, accessKey, session }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const progress = useRef<ExerciseProgress>(defaultExerciseProgress());
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [frameReady, setFrameReady] = useState(false);
  const src = embeddedExerciseUrl(type);
  const page = src.replace(/#.*$/s, ''); // the app's page without the #/oyun/{type} route

  useEffect(() => {
    let live = true;
    void loadProgress(owner.email, type, accessKey).then((res) => {
      if (!live) return;
      progress.current = 'error' in res ? defaultExerciseProgress() : normalizeExerciseProgress(res.data.progress as Parameters<typeof normalizeExerciseProgress>[0]);
      setReady(true);
    });
    // The frame's onerror does not fire for an HTTP error page: check the app's page first.
    fetch(page, { method: 'GET', cache: 'no-cache' })
      .then((r) => {
        const html = (r.headers.get('content-type') ?? '').includes('text/html');
        if (live && (!r.ok || !html)) setFailed(true);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [owner.email, type, accessKey, page]);

  useEffect(() => {
    const save = (p: ExerciseProgress) => {
      progress.current = p;
      void saveProgress(owner, type, p, accessKey).then((r) => {
        if ('error' in r) console.error('Progress save failed', r.error.message); // spec 3 §8: only logged
      });
    };
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const msg = parseFrameMessage(event.data);
      if (!msg) return;
      if (msg.type === 'EXERCISE_READY') {
        setFrameReady(true);
        frame.current.contentWindow?.postMessage({ type: 'INIT_PROGRESS', progress: progress.current }, window.location.origin);
      } else if (msg.type === 'LEVEL_PROGRESS') {
        save(applyLevelProgress(progress.current, msg.level, msg.score));
      } else {
        const r = msg.results;
        save(applyComplete(progress.current, r));
        void recordAttempt(
          owner.email,
          {
            exerciseSlug: type,
            exerciseTitle: exerciseTitle(type),
            sessionId: session,
            score: r.score ?? 0,
            correct: r.correct,
            wrong: r.wrong,
            level: r.level,
            settings: r.settings,
            durationSeconds: r.durationSeconds,
          },
          accessKey,
        ).then((res) => {
          if ('error' in res) console.error('Attempt record failed', res.error.message);
        });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [owner, type, accessKey, session]);

  useEffect(() => {
    if (!ready || frameReady || failed) return;
    const t = setTimeout(() => setFailed(true), FRAME_READY_TIMEOUT_MS);
    return () => clearTimeout(t);
  }, [ready, frameReady, failed]);

  if (failed) {
    return (
      <div style={{ textAlign: 'center', margin: '80px auto' }}>
        <Typography.Title level={4}>{MSG_FRAME_FAILED}</Typography.Title>
        <Button icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
          Tekrar Dene
        </Button>
      </div>
    );
  }
  if (!ready) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  return <iframe ref={frame} title="Egzersiz" src={src} style={{ width: '100%', height: 'calc(100vh - 80px)', border: 0 }} />;
}
