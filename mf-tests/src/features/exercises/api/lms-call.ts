// The feature's seam to the lms-integration function (one implementation, in shared; tests mock this module).
export { lmsCall, type LmsResult } from '@akademi/shared';
