// Log capture into system_logs (spec 2 §2 test-type labelling, §3, §4 "Log capture", §9).
export * from './test-type';
export * from './format-entry';
export * from './log-buffer';
export { scrubText, scrubUrl, scrubValue, scrubLogRow, SECRET_PARAM, MASK_EMAIL, MASK_PHONE, MASK_JWT } from './scrub';
export { restSender, fitKeepaliveBody, KEEPALIVE_MAX_BYTES, type LogEndpoint } from './transport';
export {
  installConsoleCapture,
  recordLogRow,
  setLogContext,
  currentLogContext,
  buildLogRow,
  CONSOLE_METHOD_LEVELS,
  type CapturedLevel,
  type ConsoleCapture,
  type ConsoleCaptureOptions,
  type LogContext,
  type SystemLogInsert,
} from './console-capture';
