// Student labels and demographic aliases (spec 1 §3) from the shared domain logic.
export { DEMOGRAPHIC_ALIASES, generateStudentNumber, normalizeDemographicInfo, studentNumberLabel } from '@akademi/shared/domain';
