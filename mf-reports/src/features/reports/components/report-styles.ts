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
