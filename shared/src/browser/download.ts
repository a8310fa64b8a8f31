// Saving a file generated in the browser (exports: CSV, XLSX, PDF, JSON) — one implementation.

/** Downloads `blob` as `fileName` through a temporary object URL (revoked a moment later). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
