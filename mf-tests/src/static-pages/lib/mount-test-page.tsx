// Common start of a stand-alone test page (Burdon, d2): console capture, page style, title,
// the result saver with its retry loop (rows left pending by an earlier run are retried from here
// too), and the page itself — or the invalid-link message when the session parameters are missing.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { installConsoleCapture } from '@akademi/shared/logging';
import { injectPageStyle } from './page-style';
import { readSessionParams, type TestSessionParams } from './session-params';
import { browserStorage } from './local-keys';
import { createResultSaver, type ResultSaver } from './result-saver';
import { supabaseInserter } from './backend';

export interface TestPageOptions {
  title: string;
  css: string;
  render: (params: TestSessionParams, saver: ResultSaver) => ReactNode;
}

export function mountTestPage({ title, css, render }: TestPageOptions): void {
  // Every console output of the test page becomes a system_logs row (spec 2 §4 "Log capture").
  installConsoleCapture();
  injectPageStyle();
  const style = document.createElement('style');
  style.textContent = css;
  document.head.appendChild(style);
  document.title = title;
  document.documentElement.lang = 'tr';
  const params = readSessionParams(window.location.search);
  const saver = createResultSaver({ insert: supabaseInserter, storage: browserStorage() });
  saver.start(window);
  let host = document.getElementById('root');
  if (!host) {
    host = document.createElement('div');
    host.id = 'root';
    document.body.appendChild(host);
  }
  createRoot(host).render(
    <StrictMode>
      {params ? (
        render(params, saver)
      ) : (
        <main className="tp-page">
          <section className="tp-card tp-error" role="alert">
            <h1>Geçersiz test bağlantısı</h1>
            <p>Lütfen testi yeniden başlatın.</p>
          </section>
        </main>
      )}
    </StrictMode>,
  );
}
