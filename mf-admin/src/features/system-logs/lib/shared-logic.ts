export { LOG_TEST_TYPES, type LogTestType } from '@akademi/shared/logging';
export { toCsv, type CellValue } from '@akademi/shared/domain';
