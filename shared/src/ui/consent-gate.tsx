// The launchers' consent check (issue 26): before anything starts, ask the database whether an
// assessment may start for the chosen user and say 'Bu öğrenci için veli onayı bulunmuyor.' when
// not. The database refuses the session anyway (20261126200200); this only says so first. No antd.
import { useEffect, useState } from 'react';
import { CONSENT_REQUIRED_MESSAGE, fetchConsentGateOpen } from '../supabase/consent';
import { ALERT_STYLE } from './plain';

/** 'checking' while asked; 'open' (consented or not a student), 'closed' (no consent) or 'unknown'. */
export type ConsentGateState = 'idle' | 'checking' | 'open' | 'closed' | 'unknown';

export function useConsentGate(userId: string | null | undefined): ConsentGateState {
  const [state, setState] = useState<{ id: string; value: ConsentGateState } | null>(null);
  useEffect(() => {
    if (!userId) return undefined;
    let live = true;
    void fetchConsentGateOpen(userId).then((open) => {
      if (live) setState({ id: userId, value: open === null ? 'unknown' : open ? 'open' : 'closed' });
    });
    return () => {
      live = false;
    };
  }, [userId]);
  if (!userId) return 'idle';
  return state && state.id === userId ? state.value : 'checking';
}

/** The launcher's message when the gate is closed. */
export function ConsentMissingAlert({ id }: { id?: string }) {
  return (
    <p id={id} role="alert" style={{ ...ALERT_STYLE.error, margin: 0 }}>
      {CONSENT_REQUIRED_MESSAGE}
    </p>
  );
}
