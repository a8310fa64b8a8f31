// Exercises launcher (/exercises, /public-exercises; spec 3 §2.7, §4, §5, §6, §8). Reads email,
// key, session and type from the query; loading → error, or a trainer's student picker, or play.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from '@akademi/shared/router';
import { CONSENT_REQUIRED_MESSAGE } from '@akademi/shared';
import { Button, Spin, TouchTargets, Typography } from '@akademi/shared/kit';
import { COMPACT_QUERY, useMediaQuery } from '@akademi/shared/ui';
import { getUserByEmail, type LauncherUser, type PickerStudent } from '../api/exercises-api';
import { isEmbeddedType, launcherParams, lookupErrorMessage, paramsError, rememberLaunch } from '../lib/launcher';
import { StudentPicker } from './StudentPicker';
import { MathExercise } from './MathExercise';
import { EmbeddedExercise } from './EmbeddedExercise';

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'pick'; trainer: LauncherUser }
  | { kind: 'play'; player: { email: string; name: string }; educator: LauncherUser | null };

const fullName = (p: { first_name?: string | null; last_name?: string | null }) => [p.first_name, p.last_name].filter(Boolean).join(' ');

/** Phones and tablets (issue 29): every control at least 44 px. */
export default function ExercisesPage() {
  const compact = useMediaQuery(COMPACT_QUERY);
  return (
    <TouchTargets enabled={compact}>
      <Launcher />
    </TouchTargets>
  );
}

function Launcher() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const params = launcherParams(search);
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    const bad = paramsError(params);
    if (bad) {
      setState({ kind: 'error', message: bad });
      return;
    }
    void getUserByEmail(params.email, params.accessKey).then((res) => {
      if (!live) return;
      if ('error' in res) {
        setState({ kind: 'error', message: lookupErrorMessage(res.error.message) });
        return;
      }
      const user = res.data.user;
      // spec 3 §6: a user holding beyin_antrenoru picks a student first
      if (user.roles.includes('beyin_antrenoru')) setState({ kind: 'pick', trainer: user });
      else if (user.consent_status && user.consent_status !== 'onayli') {
        // issue 26: a student without guardian consent does not start (the database refuses it too)
        setState({ kind: 'error', message: CONSENT_REQUIRED_MESSAGE });
      } else {
        rememberLaunch(params, null, null);
        setState({ kind: 'play', player: { email: user.email, name: fullName(user) }, educator: null });
      }
    });
    return () => {
      live = false;
    };
    // the query string is the input; params is derived from it
  }, [search.toString()]);

  if (state.kind === 'loading') {
    return (
      <div style={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Spin size="large" />
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <div style={{ maxWidth: 480, margin: '80px auto', textAlign: 'center', background: '#fff', padding: 32, borderRadius: 12, overflowWrap: 'break-word' }}>
        <Typography.Title level={4} style={{ color: '#dc2626' }}>
          {state.message}
        </Typography.Title>
        <Button type="primary" onClick={() => navigate('/')}>
          Ana Sayfaya Dön
        </Button>
      </div>
    );
  }
  if (state.kind === 'pick') {
    return (
      <StudentPicker
        trainer={state.trainer}
        accessKey={params.accessKey}
        onCancel={() => navigate('/')}
        onPick={(s: PickerStudent) => {
          rememberLaunch(params, s.email, state.trainer.email);
          setState({ kind: 'play', player: { email: (s.email ?? '').toLowerCase(), name: fullName(s) }, educator: state.trainer });
        }}
      />
    );
  }
  const owner = { email: state.player.email, educatorEmail: state.educator?.email ?? null };
  return (
    <div lang="tr" translate="no">
      {state.educator ? (
        <div role="status" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12, background: '#fef3c7', border: '1px solid #f59e0b', padding: '8px 16px', borderRadius: 8, margin: 16 }}>
          <span>
            Öğrenci olarak oynuyorsunuz: <strong>{state.player.name || state.player.email}</strong>
          </span>
          <Button onClick={() => window.location.reload()}>Öğrenci Modundan Çık</Button>
        </div>
      ) : null}
      {isEmbeddedType(params.type) ? (
        <EmbeddedExercise type={params.type} owner={owner} accessKey={params.accessKey} session={params.session} />
      ) : (
        <MathExercise exerciseType={params.type} owner={owner} accessKey={params.accessKey} session={params.session} />
      )}
    </div>
  );
}
