// Report-specific styling on top of the shared static page style; A4 print for 'PDF Olarak İndir'.
export const REPORT_CSS = `
.cr-page{max-width:820px;margin:0 auto;padding:24px;background:#fff}
.cr-head{display:flex;justify-content:space-between;align-items:flex-start;gap:16px;flex-wrap:wrap}
.cr-head h1{font-size:1.6rem;margin:0 0 12px}
.cr-actions{max-width:340px}
.cr-actions .tp-button{font-size:1rem;min-height:44px;padding:10px 20px}
.cr-actions .tp-button:disabled{background:#94a3b8;cursor:not-allowed}
.cr-table{width:100%;border-collapse:collapse;margin:12px 0}
.cr-table th,.cr-table td{border:1px solid #dbe4f0;padding:6px 10px;text-align:left}
.cr-table th{background:#f4f7fb}
.cr-chart{width:100%;height:auto;margin-top:12px}
.cr-legend{font-size:.9rem;color:#475569}
@media print{body{background:#fff}.no-print{display:none!important}.cr-page{padding:0;max-width:none}.cr-head h1{font-size:1.3rem;margin:0 0 6px}.cr-table{margin:6px 0}.cr-table th,.cr-table td{padding:3px 8px}.cr-chart{max-height:95mm}}
`;
