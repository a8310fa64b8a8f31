// The shared domain logic (maths levels, progress) for this feature. @akademi/shared's package
// entry does not export shared/src/domain yet, so this one module reaches it by path (pure
// functions only). Switch to '@akademi/shared/domain' when that entry exists.
export * from '../../../../../shared/src/domain/index';
