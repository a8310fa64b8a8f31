// The console capture for this page. @akademi/shared's package entry does not export
// shared/src/logging yet, so this one module reaches it by path. Installing is idempotent per
// window (a global flag), so a copy bundled here and the shell's copy never both wrap the console.
// Switch to '@akademi/shared' here when that entry exports it.
export { installConsoleCapture } from '../../../../../shared/src/logging/console-capture';
