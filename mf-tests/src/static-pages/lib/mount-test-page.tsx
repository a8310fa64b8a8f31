// Common start of the static test pages. Battery pages (Dikkat … Akıl-Mantık) start their saver
// through startBatteryPage; stand-alone pages (Burdon, d2, parent survey) get one here — both by
// startResultSaver (lib/session-start.ts), with its retry loop.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { installConsoleCapture } from '@akademi/shared/logging';
import { injectPageStyle } from './page-style';
import { readSessionParams, type TestSessionParams } from './session-params';
import type { ResultSaver } from './result-saver';
import { startResultSaver } from './session-start';

export interface PageOptions {
  title: string;
  css?: string;
  render: (params: TestSessionParams) => ReactNode;
}

/**
 * Common start of every static page (test pages and the report): console capture, page style
 * (+ the page's own CSS), title and language, then `node` in #root.
 */
export function mountStaticPage({ title, css, node }: { title: string; css?: string; node: ReactNode }): void {
  // Every console output of the page becomes a system_logs row (spec 2 §4 "Log capture").
  installConsoleCapture();
  injectPageStyle();
  if (css) {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.appendChild(style);
  }
  document.title = title;
  document.documentElement.lang = 'tr';
  let host = document.getElementById('root');
  if (!host) {
    host = document.createElement('div');
    host.id = 'root';
    document.body.appendChild(host);
  }
  createRoot(host).render(<StrictMode>{node}</StrictMode>);
}

/** A test page: the page for its session parameters — or the invalid-link message. */
export function mountPage({ title, css, render }: PageOptions): void {
  const params = readSessionParams(window.location.search);
  mountStaticPage({
    title,
    css,
    node: params ? (
      render(params)
    ) : (
      <main className="tp-page">
        <section className="tp-card tp-error" role="alert">
          <h1>Geçersiz test bağlantısı</h1>
          <p>Lütfen testi yeniden başlatın.</p>
        </section>
      </main>
    ),
  });
}

export interface TestPageOptions {
  title: string;
  css: string;
  render: (params: TestSessionParams, saver: ResultSaver) => ReactNode;
}

/** A stand-alone page (Burdon, d2, parent survey): mountPage plus its result saver and retry loop. */
export function mountTestPage({ title, css, render }: TestPageOptions): void {
  const { saver } = startResultSaver();
  mountPage({ title, css, render: (params) => render(params, saver) });
}
