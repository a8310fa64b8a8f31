// Student labels and demographic aliases come from shared/src/domain/student-label.ts (spec 1 §3).
// '@akademi/shared' does not re-export the domain folder yet, so this one file reaches it by path
// (pure functions, type-only imports: bundling a copy is harmless). Switch to the package export
// once shared exposes './domain'.
export { DEMOGRAPHIC_ALIASES, generateStudentNumber, normalizeDemographicInfo, studentNumberLabel } from '../../../../../shared/src/domain/student-label';
