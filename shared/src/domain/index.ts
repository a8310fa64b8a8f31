// @akademi/shared domain logic: pure scoring, aggregation, norms and labels (no React, no
// Supabase). Runs in the apps, in the static test pages and in Deno/Node edge functions.
export * from './numbers';
export * from './age';
export * from './cognitive/types';
export * from './cognitive/processing-speed';
export * from './cognitive/aggregate';
export * from './cognitive/message-listener';
export * from './burdon/scoring';
export * from './d2/scoring';
export * from './math/levels';
export * from './activity';
export * from './tracking/session-groups';
export * from './tracking/exercise-settings';
export * from './student-label';
export * from './exports/cells';
