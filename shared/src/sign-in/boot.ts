// What index.html's inline loader puts on window for the sign-in island (tools/build/webpack-app.ts
// htmlTemplate writes it; shared/src/sign-in/entry.ts reads it).
export const BOOT_GLOBAL = '__AKADEMI_BOOT__';

export interface PageBoot {
  /** /config.json, fetched once per document (null when it failed). */
  config: () => Promise<unknown>;
  /** Starts the app (adds its scripts); runs once, later calls do nothing. */
  start: () => void;
}
