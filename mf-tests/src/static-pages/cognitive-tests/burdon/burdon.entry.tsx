// /cognitive-tests/burdon/burdon.html?session_id=…&student_id=…&conducted_by=… — the Burdon test
// (spec 3 §3, §5). Opened by the test lists' start dialog for a registered session.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { injectPageStyle } from '../../lib/page-style';
import { readSessionParams } from '../../lib/session-params';
import { browserStorage } from '../../lib/local-keys';
import { createResultSaver } from '../../lib/result-saver';
import { supabaseInserter } from '../../lib/backend';
import { BURDON_CSS, BurdonTest } from './BurdonTest';
import { sectionSecondsFrom } from './logic';
import { installConsoleCapture } from '@akademi/shared/logging';

// Every console output of the test page becomes a system_logs row (spec 2 §4 "Log capture").
installConsoleCapture();

injectPageStyle();
const style = document.createElement('style');
style.textContent = BURDON_CSS;
document.head.appendChild(style);
document.title = 'Burdon Dikkat Testi';
document.documentElement.lang = 'tr';
const params = readSessionParams(window.location.search);
const saver = createResultSaver({ insert: supabaseInserter, storage: browserStorage() });
// rows left pending by an earlier run are retried from here too
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
      <BurdonTest params={params} sectionSeconds={sectionSecondsFrom(window.location.search)} save={(table, row) => saver.save(table, row)} />
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
