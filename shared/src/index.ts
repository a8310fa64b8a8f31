// @akademi/shared — what every app needs (no React UI here; that is '@akademi/shared/ui').
export * from './chunk-errors';
export { isRecord, pageGlobals } from './guards';
export * from './config/remotes-config';
export * from './config/runtime-config';
export { getSupabase, setSupabaseForTesting, type AppSupabaseClient } from './supabase/client';
export { lmsCall, type LmsResult } from './supabase/lms-call';
export * from './db/column-values';
export * from './db/database';
export { ROLE_MENU_ORDER, isRole, normalizeRoles, defaultRole, pickCurrentRole } from './session/roles';
export * from './session/profile';
export * from './session/local-keys';
export * from './session/session-slice';
export * from './session/start-session';
export * from './store/base-api';
export * from './store/create-app-store';
export * from './federation/contract';
export * from './format/turkish';
export * from './session/flash-message';
