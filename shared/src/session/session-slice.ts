// Session state every app reads: auth user, profile, held roles, current role, recovery flag.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserProfile } from './profile';
import { pickCurrentRole } from './roles';
import type { Role } from '../db/column-values';
import type { MfaStatus } from './mfa-status';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export interface AuthUser {
  id: string;
  email: string;
}

export interface SessionState {
  status: SessionStatus;
  authUser: AuthUser | null;
  profile: UserProfile | null;
  roles: Role[];
  currentRole: Role | null;
  isPasswordRecovery: boolean;
  /** Turkish message of the last profile-load failure (spec 1 §8), or null. */
  profileError: string | null;
  /** The second-factor state (issue 28), null until known for this session. */
  mfa: MfaStatus | null;
}

export const initialSessionState: SessionState = {
  status: 'loading',
  authUser: null,
  profile: null,
  roles: [],
  currentRole: null,
  isPasswordRecovery: false,
  profileError: null,
  mfa: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    signedIn(state, action: PayloadAction<AuthUser>) {
      if (state.status !== 'signedIn') state.profileError = null;
      state.status = 'signedIn';
      if (state.authUser?.id !== action.payload.id) {
        state.profile = null;
        state.roles = [];
        state.currentRole = null;
        state.mfa = null;
      }
      state.authUser = action.payload;
    },
    signedOut(state) {
      // A second signedOut (the SIGNED_OUT event after the session signed a removed or
      // deactivated account out) keeps the reason for the sign-in screen.
      if (state.status !== 'signedOut') state.profileError = null;
      state.status = 'signedOut';
      state.authUser = null;
      state.profile = null;
      state.roles = [];
      state.currentRole = null;
      state.mfa = null;
    },
    profileLoaded(state, action: PayloadAction<{ profile: UserProfile; storedRole: string | null }>) {
      state.profile = action.payload.profile;
      state.roles = action.payload.profile.roles;
      state.currentRole = pickCurrentRole(state.roles, action.payload.storedRole);
      state.profileError = null;
    },
    profileFailed(state, action: PayloadAction<string>) {
      state.profileError = action.payload;
    },
    currentRoleChanged(state, action: PayloadAction<Role>) {
      if (state.roles.includes(action.payload)) state.currentRole = action.payload;
    },
    passwordRecoveryChanged(state, action: PayloadAction<boolean>) {
      state.isPasswordRecovery = action.payload;
    },
    mfaStatusLoaded(state, action: PayloadAction<MfaStatus>) {
      if (state.authUser) state.mfa = action.payload;
    },
  },
  selectors: {
    selectSession: (s) => s,
    selectSessionStatus: (s) => s.status,
    selectProfile: (s) => s.profile,
    selectCurrentRole: (s) => s.currentRole,
    selectHeldRoles: (s) => s.roles,
    selectIsPasswordRecovery: (s) => s.isPasswordRecovery,
    selectProfileError: (s) => s.profileError,
    selectMfaStatus: (s) => s.mfa,
  },
});

export const { signedIn, signedOut, profileLoaded, profileFailed, currentRoleChanged, passwordRecoveryChanged, mfaStatusLoaded } =
  sessionSlice.actions;
export const {
  selectSession,
  selectSessionStatus,
  selectProfile,
  selectCurrentRole,
  selectHeldRoles,
  selectIsPasswordRecovery,
  selectProfileError,
  selectMfaStatus,
} = sessionSlice.selectors;
