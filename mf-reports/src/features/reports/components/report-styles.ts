// Inline styles of the report pages: inline so the print window (which has no antd CSS) keeps them.
import type { CSSProperties } from 'react';

export const pageStyle: CSSProperties = {
  background: '#fff',
  width: '210mm',
  maxWidth: '100%',
  minHeight: '297mm',
  margin: '0 auto 16px',
  padding: '14mm',
  boxShadow: '0 1px 4px rgba(0,0,0,.15)',
  color: '#1f2937',
};
export const tableStyle: CSSProperties = { borderCollapse: 'collapse', width: '100%', margin: '6px 0 12px' };
export const cellStyle: CSSProperties = { border: '1px solid #d1d5db', padding: '4px 8px' };
export const headStyle: CSSProperties = { ...cellStyle, background: '#f3f4f6', textAlign: 'left', fontWeight: 600 };

/**
 * Screen-only rules for the report modals' A4 pages on a phone (issue 25: at 390 px the Burdon
 * report held 416 px of content in a 310 px page and had to be panned). Below 600 px the page
 * keeps its look but drops the 14 mm paper margin, tables share the width out and wrap long
 * words, the gauge shrinks to fit. Scoped to `.report-pages` and rendered outside the printed
 * element, so the print window (real A4) is unchanged.
 */
export const REPORT_PAGES_CLASS = 'report-pages';
export const REPORT_PAGES_CSS = `@media (max-width: 600px) {
  .${REPORT_PAGES_CLASS} .page { box-sizing: border-box; padding: 12px !important; min-height: 0 !important; }
  .${REPORT_PAGES_CLASS} table { table-layout: fixed; }
  .${REPORT_PAGES_CLASS} th, .${REPORT_PAGES_CLASS} td { overflow-wrap: anywhere; padding: 4px !important; font-size: 12px; }
  .${REPORT_PAGES_CLASS} svg { max-width: 100%; height: auto; }
  .${REPORT_PAGES_CLASS} h1 { font-size: 18px !important; }
}`;
