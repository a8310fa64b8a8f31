// Print windows for the reports (spec 3 §2.3, §2.4, §9): a new window gets an A4 document and
// prints 500 ms after it was written. A blocked popup fails silently (spec 3 §2.2).

/** Spec 3 §9: printing fires 500 ms after the window is written. */
export const PRINT_DELAY_MS = 500;

const PRINT_STYLE = `
@page { size: A4; margin: 12mm; }
* { box-sizing: border-box; }
body { font-family: 'Segoe UI', Arial, sans-serif; color: #1f2937; font-size: 12px; margin: 0; }
.page { page-break-after: always; }
.page:last-child { page-break-after: auto; }
h1 { font-size: 20px; margin: 0 0 8px; } h2 { font-size: 15px; margin: 16px 0 6px; }
table { border-collapse: collapse; width: 100%; margin: 6px 0; }
th, td { border: 1px solid #d1d5db; padding: 4px 6px; text-align: left; }
th { background: #f3f4f6; }
svg { max-width: 100%; }
.observation { border: 1px solid #9ca3af; min-height: 120px; }
.footer { color: #6b7280; font-size: 10px; margin-top: 12px; }
`;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * Opens a print window with `bodyHtml` (already escaped markup) and prints after 500 ms.
 * Returns false when the popup was blocked (the caller does nothing then).
 */
export function openPrintWindow(title: string, bodyHtml: string, win: Pick<Window, 'open' | 'setTimeout'> = window): boolean {
  let popup: Window | null = null;
  try {
    popup = win.open('', '_blank');
  } catch {
    popup = null;
  }
  if (!popup) return false;
  const doc = popup.document;
  doc.open();
  doc.write(`<!doctype html><html lang="tr" translate="no"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${PRINT_STYLE}</style></head><body>${bodyHtml}</body></html>`);
  doc.close();
  const target = popup;
  win.setTimeout(() => {
    try {
      target.focus();
      target.print();
    } catch {
      // the window was closed before printing: nothing to do
    }
  }, PRINT_DELAY_MS);
  return true;
}

/** The print markup of an element on the page (the report modal's pages). */
export function printElement(title: string, element: HTMLElement | null): boolean {
  if (!element) return false;
  // charts draw on canvas, which innerHTML does not carry: print them as images
  const clone = element.cloneNode(true) as HTMLElement;
  const sources = element.querySelectorAll('canvas');
  clone.querySelectorAll('canvas').forEach((canvas, i) => {
    const img = document.createElement('img');
    try {
      img.src = sources[i].toDataURL('image/png');
    } catch {
      return;
    }
    img.style.maxWidth = '100%';
    canvas.replaceWith(img);
  });
  clone.querySelectorAll('[data-print="hide"]').forEach((el) => el.remove());
  return openPrintWindow(title, clone.innerHTML);
}
