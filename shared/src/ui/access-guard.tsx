// Route access by the contract's `access` (spec 3 §2.1 auth guard):
// guarded: loading → spinner; session but no profile yet → spinner; neither → /auth, as a new
// document (goToSignIn: index.html's light sign-in island draws the form; issue 19).
// redirectWhenSignedIn (/ and /auth): a signed-in user goes to /dashboard unless the
// password-recovery flag is set (the login page then stays for the new password).
// Second factor (issue 28): a guarded page waits for the session's MFA state too; an aal1 session
// with a verified factor goes to the code step (/auth in this document, mf-auth's code form, then
// back to where it was going); a user who must have a factor and has none goes to /settings
// (Güvenlik) and nowhere else. The database refuses admin data to an aal1 admin in any case.
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSelector } from 'react-redux';
import type { RouteAccess } from '../federation/contract';
import type { Role } from '../domain/roles';
import { selectSession } from '../session/session-slice';
import { isPasswordRecoveryFlagSet } from '../session/local-keys';
import { SIGN_IN_PATH, goToSignIn } from '../sign-in/go-to-sign-in';
import { MFA_CODE_PATH, MFA_ENROL_PATH, mfaGate, type MfaGate } from '../session/mfa-status';
import { LoadingScreen } from './screens';

/** redirect with `from`: the code step, which returns there afterwards. 'denied': the current role
 * is not among the route's roles (the 'Erişim Yetkisi Yok' screen). */
export type GuardOutcome = 'render' | 'loading' | 'denied' | { redirect: string; from?: string };

/** What the code step was opened for (router state of the redirect). */
export interface MfaCodeRouteState {
  from?: string;
}

export interface GuardInput {
  access: RouteAccess;
  redirectWhenSignedIn?: string;
  status: 'loading' | 'signedOut' | 'signedIn';
  hasSession: boolean;
  hasProfile: boolean;
  passwordRecovery: boolean;
  /** The session's second-factor gate; null while unknown. */
  mfa: MfaGate | null;
  /** The page's path (+ search): where the code step returns, and whether this is the enrol page. */
  pathname: string;
  /** Guarded routes: the roles that may open the page (RemoteRoute.roles); absent: every role. */
  roles?: readonly Role[];
  /** The session's current role (spec 1 §4), null while unknown. */
  currentRole?: Role | null;
}

/** The guard's decision as a pure function (unit tested). */
export function guardOutcome(input: GuardInput): GuardOutcome {
  if (input.access === 'guarded') {
    if (input.status === 'loading') return 'loading';
    if (input.hasSession && !input.hasProfile) return 'loading';
    if (!input.hasSession) return { redirect: SIGN_IN_PATH };
    if (input.mfa === null) return 'loading';
    if (input.mfa === 'code') return { redirect: MFA_CODE_PATH, from: input.pathname };
    if (input.mfa === 'enrol' && input.pathname.split('?')[0] !== MFA_ENROL_PATH) return { redirect: MFA_ENROL_PATH };
    if (input.roles && !(input.currentRole && input.roles.includes(input.currentRole))) return 'denied';
    return 'render';
  }
  if (input.redirectWhenSignedIn) {
    if (input.status === 'loading') return 'loading';
    if (input.hasSession && !input.passwordRecovery) {
      if (input.mfa === null) return 'loading';
      // the sign-in page asks for the code
      if (input.mfa === 'code') return 'render';
      return { redirect: input.redirectWhenSignedIn };
    }
  }
  return 'render';
}

export interface AccessGuardProps {
  access: RouteAccess;
  redirectWhenSignedIn?: string;
  /** RemoteRoute.roles: a signed-in role not listed gets `denied` instead of the page. */
  roles?: readonly Role[];
  /** The 'Erişim Yetkisi Yok' screen (kit-extra's AccessDenied; passed in: this module draws no antd). */
  denied?: ReactNode;
  children: ReactNode;
}

export function AccessGuard({ access, redirectWhenSignedIn, roles, denied = null, children }: AccessGuardProps) {
  const session = useSelector(selectSession);
  const location = useLocation();
  const outcome = guardOutcome({
    access,
    redirectWhenSignedIn,
    status: session.status,
    hasSession: session.authUser !== null,
    hasProfile: session.profile !== null,
    passwordRecovery: session.isPasswordRecovery || isPasswordRecoveryFlagSet(),
    mfa: session.mfa ? mfaGate(session.mfa) : null,
    pathname: location.pathname + location.search,
    roles,
    currentRole: session.currentRole,
  });
  if (outcome === 'loading') return <LoadingScreen />;
  if (outcome === 'denied') return <>{denied}</>;
  if (outcome !== 'render') {
    if (outcome.from !== undefined) return <Navigate to={outcome.redirect} replace state={{ from: outcome.from } satisfies MfaCodeRouteState} />;
    return outcome.redirect === SIGN_IN_PATH ? <SignInDocument /> : <Navigate to={outcome.redirect} replace />;
  }
  return <>{children}</>;
}

/** The sign-in form is a document of its own (index.html's island): load it, spinning meanwhile. */
export function SignInDocument() {
  useEffect(() => goToSignIn(), []);
  return <LoadingScreen />;
}
