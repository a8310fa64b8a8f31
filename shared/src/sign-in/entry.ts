// The sign-in island's script (built on its own by tools/build/sign-in-island.ts, loaded by
// index.html only while the static sign-in form is kept): attaches ./island.ts to the form, with
// index.html's config loader and app loader (window.__AKADEMI_BOOT__).
import { FIRST_PAINT_ID } from '../federation/first-paint';
import { parseRuntimeConfig } from '../config/runtime-config';
import { BOOT_GLOBAL, type PageBoot } from './boot';
import { attachSignIn } from './island';

const root = document.getElementById(FIRST_PAINT_ID);
const boot = (window as unknown as Record<string, PageBoot | undefined>)[BOOT_GLOBAL]; // cast: index.html's global
if (root && boot) attachSignIn(root, { config: () => boot.config().then(parseRuntimeConfig), startApp: boot.start });
