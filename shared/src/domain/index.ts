// @akademi/shared domain logic: pure scoring, aggregation, norms and labels (no React, no
// Supabase). Runs in the apps, in the static test pages and in Deno/Node edge functions.
export * from './numbers.ts';
export * from './age.ts';
export * from './cognitive/types.ts';
export * from './cognitive/processing-speed.ts';
export * from './cognitive/aggregate.ts';
export * from './cognitive/message-listener.ts';
export * from './battery/burdon/scoring.ts';
export * from './battery/d2/scoring.ts';
export * from './math/levels.ts';
export * from './activity.ts';
export * from './success-rate.ts';
export * from './survey/parent-survey.ts';
export * from './tracking/session-groups.ts';
export * from './tracking/exercise-settings.ts';
export * from './tracking/exercise-catalog.ts';
export * from './student-label.ts';
export * from './random.ts';
export * from './person-name.ts';
export * from './phone.ts';
export * from './access-log.ts';
export * from './exports/cells.ts';
export { entryAt, entryOf, pickOne, swapAt } from '../guards.ts';
