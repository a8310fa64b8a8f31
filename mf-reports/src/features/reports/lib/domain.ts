// The shared domain logic (scoring, norms, labels) for this app. @akademi/shared's package entry
// does not export shared/src/domain yet, so this one module reaches it by path; pure functions
// only, so bundling a copy into mf-reports is harmless. Switch to '@akademi/shared/domain' here
// when that entry exists.
export * from '../../../../../shared/src/domain/index';
export * from '../../../../../shared/src/domain/exports/cells';
