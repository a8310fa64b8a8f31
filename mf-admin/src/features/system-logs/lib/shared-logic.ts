// Pure shared modules this feature uses. @akademi/shared's package entry does not export
// shared/src/logging or shared/src/domain yet, so this one module reaches them by path (pure
// functions only; bundling a copy is harmless). Switch to '@akademi/shared' (or
// '@akademi/shared/domain') here when those entries exist.
export { LOG_TEST_TYPES, type LogTestType } from '../../../../../shared/src/logging/test-type';
export { toCsv, type CellValue } from '../../../../../shared/src/domain/exports/cells';
