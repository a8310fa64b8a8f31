import { act, fireEvent, render, screen } from '@testing-library/react';
import { RouteErrorBoundary, ERROR_BOUNDARY_RESET_MS } from '../route-error-boundary';
import { LAST_RELOADS_KEY, readChunkErrors } from '../../chunk-errors';

let shouldThrow: Error | null = null;
function Page() {
  if (shouldThrow) throw shouldThrow;
  return <p>Sayfa içeriği</p>;
}
function chunkError() {
  const e = new Error('Loading chunk 7 failed.\n(error: http://127.0.0.1:3003/7.js)');
  e.name = 'ChunkLoadError';
  return e;
}

describe('RouteErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    delete (window as unknown as Record<string, unknown>).__akademiChunkReloadPending;
  });
  afterEach(() => {
    jest.useRealTimers();
    consoleError.mockRestore();
    shouldThrow = null;
  });

  it('shows the error screen for an ordinary error, and never schedules a reload', () => {
    shouldThrow = new Error('boom');
    render(
      <RouteErrorBoundary remoteKey="mf_reports">
        <Page />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Bir Hata Oluştu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sayfayı Yenile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekrar Dene' })).toBeInTheDocument();
    expect(readChunkErrors(window.localStorage)).toHaveLength(0);
    expect(window.sessionStorage.getItem(LAST_RELOADS_KEY)).toBeNull();
  });

  it("'Tekrar Dene' renders the page again after 1 s", () => {
    shouldThrow = new Error('boom');
    render(
      <RouteErrorBoundary remoteKey="mf_reports">
        <Page />
      </RouteErrorBoundary>,
    );
    shouldThrow = null;
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(screen.getByText('Yükleniyor...')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(ERROR_BOUNDARY_RESET_MS);
    });
    expect(screen.getByText('Sayfa içeriği')).toBeInTheDocument();
  });

  it('a chunk failure is stored and keeps the spinner until the reload', () => {
    shouldThrow = chunkError();
    render(
      <RouteErrorBoundary remoteKey="mf_reports">
        <Page />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Yükleniyor...')).toBeInTheDocument();
    expect(screen.queryByText('Bir Hata Oluştu')).not.toBeInTheDocument();
    expect(readChunkErrors(window.localStorage)).toHaveLength(1);
    expect(JSON.parse(window.sessionStorage.getItem(LAST_RELOADS_KEY) ?? '{}')).toHaveProperty('mf_reports');
  });

  it('the same remote failing right after our reload shows the error screen (no loop)', () => {
    window.sessionStorage.setItem(LAST_RELOADS_KEY, JSON.stringify({ mf_reports: Date.now() - 2000 }));
    shouldThrow = chunkError();
    render(
      <RouteErrorBoundary remoteKey="mf_reports">
        <Page />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Bir Hata Oluştu' })).toBeInTheDocument();
  });
});
