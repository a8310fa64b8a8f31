// The shared domain logic (session groups, attempt history, settings labels) for this app.
// @akademi/shared's package entry does not export shared/src/domain yet, so this one module
// reaches it by path (pure functions only; bundling a copy is harmless). Switch to
// '@akademi/shared/domain' when that entry exists.
export * from '../../../../../shared/src/domain/index';
