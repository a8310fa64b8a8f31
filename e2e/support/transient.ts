// A message the page shows only for a moment (a success view that closes itself after 1 s, spec 1
// §9): polling for it can miss it on a loaded machine, so a MutationObserver in the page records
// that it appeared, however briefly.
import type { Page } from '@playwright/test';

let watchers = 0;

/** Starts watching the current page for `text`; the returned function says whether it has appeared. */
export async function watchForText(page: Page, text: string): Promise<() => boolean> {
  let seen = false;
  const name = `__akademiSaw${++watchers}`;
  await page.exposeFunction(name, () => {
    seen = true;
  });
  await page.evaluate(
    ({ name, text }) => {
      const report = () => (window as unknown as Record<string, () => void>)[name]?.();
      if (document.body.textContent?.includes(text)) report();
      const observer = new MutationObserver(() => {
        if (!document.body.textContent?.includes(text)) return;
        report();
        observer.disconnect();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { name, text },
  );
  return () => seen;
}
