// Route access by the contract's `access` (spec 3 §2.1 auth guard):
// guarded: loading → spinner; session but no profile yet → spinner; neither → /auth, as a new
// document (goToSignIn: index.html's light sign-in island draws the form; issue 19).
// redirectWhenSignedIn (/ and /auth): a signed-in user goes to /dashboard unless the
// password-recovery flag is set (the login page then stays for the new password).
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSelector } from 'react-redux';
import type { RouteAccess } from '../federation/contract';
import { selectSession } from '../session/session-slice';
import { isPasswordRecoveryFlagSet } from '../session/local-keys';
import { SIGN_IN_PATH, goToSignIn } from '../sign-in/go-to-sign-in';
import { LoadingScreen } from './screens';

export type GuardOutcome = 'render' | 'loading' | { redirect: string };

export interface GuardInput {
  access: RouteAccess;
  redirectWhenSignedIn?: string;
  status: 'loading' | 'signedOut' | 'signedIn';
  hasSession: boolean;
  hasProfile: boolean;
  passwordRecovery: boolean;
}

/** The guard's decision as a pure function (unit tested). */
export function guardOutcome(input: GuardInput): GuardOutcome {
  if (input.access === 'guarded') {
    if (input.status === 'loading') return 'loading';
    if (input.hasSession && !input.hasProfile) return 'loading';
    if (!input.hasSession) return { redirect: SIGN_IN_PATH };
    return 'render';
  }
  if (input.redirectWhenSignedIn) {
    if (input.status === 'loading') return 'loading';
    if (input.hasSession && !input.passwordRecovery) return { redirect: input.redirectWhenSignedIn };
  }
  return 'render';
}

export function AccessGuard({ access, redirectWhenSignedIn, children }: { access: RouteAccess; redirectWhenSignedIn?: string; children: ReactNode }) {
  const session = useSelector(selectSession);
  const outcome = guardOutcome({
    access,
    redirectWhenSignedIn,
    status: session.status,
    hasSession: session.authUser !== null,
    hasProfile: session.profile !== null,
    passwordRecovery: session.isPasswordRecovery || isPasswordRecoveryFlagSet(),
  });
  if (outcome === 'loading') return <LoadingScreen />;
  if (outcome !== 'render') return outcome.redirect === SIGN_IN_PATH ? <SignInDocument /> : <Navigate to={outcome.redirect} replace />;
  return <>{children}</>;
}

/** The sign-in form is a document of its own (index.html's island): load it, spinning meanwhile. */
export function SignInDocument() {
  useEffect(() => goToSignIn(), []);
  return <LoadingScreen />;
}
