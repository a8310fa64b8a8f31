// Print windows for the reports (spec 3 §2.3, §2.4, §9): a new window gets an A4 document and
// prints 500 ms after it was written. A blocked popup fails silently (spec 3 §2.2).
// Issue 17 item 6: the document is the academy's — letterhead (name and logo from /config.json),
// running header and footer with the print date and 'Sayfa i / n', a signature block — and the
// report's screen pages (fixed 210 × 297 mm boxes) flow in print instead of each spilling onto a
// second, mostly white sheet.
import { getAcademyBranding } from '@akademi/shared';
import {
  escapeHtml,
  letterheadHtml,
  PRINT_DOCUMENT_CSS,
  printPageCss,
  signatureHtml,
  type PrintFrame,
  type SignatureSlot,
} from '@akademi/shared/export';

export { escapeHtml };

/** Spec 3 §9: printing fires 500 ms after the window is written. */
export const PRINT_DELAY_MS = 500;

const PRINT_STYLE = `
* { box-sizing: border-box; }
body { font-family: 'Segoe UI', Arial, sans-serif; color: #1f2937; font-size: 10.5pt; line-height: 1.35; margin: 0; }
/* the on-screen A4 boxes (inline styles) become plain blocks that flow from page to page */
.page { width: auto !important; min-height: 0 !important; padding: 0 !important; margin: 0 0 4mm !important; box-shadow: none !important; max-width: none !important; overflow: visible !important; }
h1 { font-size: 16pt !important; margin: 0 0 6px !important; } h2 { font-size: 12pt !important; margin: 10px 0 4px !important; }
p { margin: 0 0 6px; }
table { border-collapse: collapse; width: 100%; margin: 4px 0 8px !important; }
th, td { border: 1px solid #d1d5db; padding: 2px 5px !important; text-align: left; font-size: 9.5pt; }
th { background: #f3f4f6; }
img, svg { max-width: 100%; }
[data-print-chart] { min-height: 0 !important; }
[data-print-chart] img { max-height: 70mm; width: auto; display: block; margin: 0 auto; }
.observation { border: 1px solid #9ca3af; min-height: 30mm; }
${PRINT_DOCUMENT_CSS}
`;

export interface PrintOptions {
  /** signature lines at the end (default: the trainer and the parent) */
  signatures?: readonly SignatureSlot[];
  /** for tests: the frame instead of /config.json and now */
  frame?: Partial<PrintFrame>;
}

/** The whole print document (pure: tests read it). */
export function printDocumentHtml(title: string, bodyHtml: string, options: PrintOptions = {}): string {
  const branding = getAcademyBranding();
  const frame: PrintFrame = { academyName: branding.academyName, academyLogoUrl: branding.academyLogoUrl, title, printedAt: new Date(), ...options.frame };
  const signatures = options.signatures ?? [{ role: 'Uygulayan Antrenör' }, { role: 'Veli' }];
  return `<!doctype html><html lang="tr" translate="no"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${printPageCss(frame)}${PRINT_STYLE}</style></head><body>${letterheadHtml(frame)}${bodyHtml}${signatureHtml(signatures)}</body></html>`;
}

/**
 * Opens a print window with `bodyHtml` (already escaped markup) and prints after 500 ms.
 * Returns false when the popup was blocked (the caller does nothing then).
 */
export function openPrintWindow(title: string, bodyHtml: string, win: Pick<Window, 'open' | 'setTimeout'> = window, options: PrintOptions = {}): boolean {
  let popup: Window | null = null;
  try {
    popup = win.open('', '_blank');
  } catch {
    popup = null;
  }
  if (!popup) return false;
  const doc = popup.document;
  doc.open();
  doc.write(printDocumentHtml(title, bodyHtml, options));
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
export function printElement(title: string, element: HTMLElement | null, options: PrintOptions = {}): boolean {
  if (!element) return false;
  // charts draw on canvas, which innerHTML does not carry: print them as images
  const clone = element.cloneNode(true);
  if (!(clone instanceof HTMLElement)) return false; // a deep clone of an element is one
  const sources = element.querySelectorAll('canvas');
  clone.querySelectorAll('canvas').forEach((canvas, i) => {
    const img = document.createElement('img');
    const source = sources[i];
    if (!source) return; // clone and original hold the same canvases
    try {
      img.src = source.toDataURL('image/png');
    } catch {
      return;
    }
    img.style.maxWidth = '100%';
    canvas.replaceWith(img);
  });
  clone.querySelectorAll('[data-print="hide"]').forEach((el) => el.remove());
  return openPrintWindow(title, clone.innerHTML, window, options);
}
