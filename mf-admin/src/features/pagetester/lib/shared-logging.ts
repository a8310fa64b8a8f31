export { installConsoleCapture } from '@akademi/shared/logging';
