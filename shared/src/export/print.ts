// Printed reports as the academy's document (issue 17 item 6): letterhead with the academy's name and
// logo (/config.json academyName, academyLogoUrl), running header and footer in the page margins
// (academy, title, print date, 'Sayfa i / n' — CSS @page margin boxes, Chromium 131+), a signature
// block, and compact print CSS that lets the content flow (no forced half-empty pages).
// Pure string builders: the report print window (mf-reports) and the static cognitive report page
// (mf-tests) use the same ones.
import { formatDateTime } from '../format/turkish';

export interface PrintFrame {
  academyName: string;
  academyLogoUrl: string | null;
  /** the document's title (running header) */
  title: string;
  printedAt: Date;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A CSS string literal: quotes, backslashes and line breaks escaped, '<' too (no '</style>'). */
export function cssString(text: string): string {
  return `"${text.replace(/[\\"<>\r\n\f]/g, (c) => `\\${c.charCodeAt(0).toString(16).padStart(6, '0')}`)}"`;
}

/** 'Yazdırma tarihi: 24.11.2026 09:30' */
export function printedOnLabel(date: Date): string {
  return `Yazdırma tarihi: ${formatDateTime(date)}`;
}

/**
 * The page box: A4, margins that hold the running header and footer, and those in the margin
 * boxes. The first page carries the letterhead, so its top-left box stays empty.
 */
export function printPageCss(frame: PrintFrame): string {
  const small = 'font-size: 8pt; color: #6b7280; font-family: Arial, sans-serif;';
  return `
@page { size: A4; margin: 16mm 14mm 16mm 14mm;
  @top-left { content: ${cssString(frame.academyName)}; ${small} }
  @top-right { content: ${cssString(frame.title)}; ${small} }
  @bottom-left { content: ${cssString(printedOnLabel(frame.printedAt))}; ${small} }
  @bottom-right { content: "Sayfa " counter(page) " / " counter(pages); ${small} }
}
@page :first { @top-left { content: none; } @top-right { content: none; } }
`;
}

/** Compact document CSS for print: blocks are not split, headings stay with what follows. */
export const PRINT_DOCUMENT_CSS = `
.print-letterhead { display: flex; align-items: center; gap: 12px; border-bottom: 2px solid #1f2937; padding-bottom: 6px; margin-bottom: 10px; }
.print-letterhead img { max-height: 14mm; max-width: 40mm; object-fit: contain; }
.print-letterhead .academy { font-size: 15pt; font-weight: 700; }
.print-letterhead .doc-title { font-size: 10pt; color: #4b5563; }
.print-letterhead .printed { margin-left: auto; font-size: 8pt; color: #6b7280; text-align: right; }
.print-signatures { display: flex; gap: 24mm; margin-top: 14mm; break-inside: avoid; }
.print-signatures .slot { flex: 1; font-size: 9pt; }
.print-signatures .line { border-bottom: 1px solid #1f2937; height: 12mm; }
.print-signatures .caption { color: #4b5563; margin-top: 2px; }
@media print {
  table, figure, img, svg, canvas, .print-keep { break-inside: avoid; }
  h1, h2, h3 { break-after: avoid; }
  tr { break-inside: avoid; }
}
`;

/** The letterhead at the top of the first page (logo when configured, academy name, title, date). */
export function letterheadHtml(frame: PrintFrame): string {
  const logo = frame.academyLogoUrl ? `<img src="${escapeHtml(frame.academyLogoUrl)}" alt="${escapeHtml(frame.academyName)} logosu">` : '';
  return `<header class="print-letterhead">${logo}<div><div class="academy">${escapeHtml(frame.academyName)}</div><div class="doc-title">${escapeHtml(frame.title)}</div></div><div class="printed">${escapeHtml(printedOnLabel(frame.printedAt))}</div></header>`;
}

export interface SignatureSlot {
  /** who signs: 'Uygulayan Antrenör', 'Veli' … */
  role: string;
  /** a printed name above the line, when known */
  name?: string | null;
}

/** Signature lines at the end of the document ('Ad Soyad / İmza' under each line). */
export function signatureHtml(slots: readonly SignatureSlot[]): string {
  const cells = slots
    .map((s) => `<div class="slot"><div>${escapeHtml(s.role)}${s.name ? `: ${escapeHtml(s.name)}` : ''}</div><div class="line"></div><div class="caption">Ad Soyad / İmza</div></div>`)
    .join('');
  return `<section class="print-signatures" aria-label="İmza">${cells}</section>`;
}
