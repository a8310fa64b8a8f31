// /cognitive-tests/akil-mantik/akil-mantik.html — last page of the cognitive battery.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { injectPageStyle } from '../../lib/page-style';
import { readSessionParams } from '../../lib/session-params';
import { AKIL_MANTIK_CSS, AkilMantikTest } from './AkilMantikTest';
import { installConsoleCapture } from '@akademi/shared/logging';

// Every console output of the test page becomes a system_logs row (spec 2 §4 "Log capture").
installConsoleCapture();

injectPageStyle();
const style = document.createElement('style');
style.textContent = AKIL_MANTIK_CSS;
document.head.appendChild(style);
document.title = 'Akıl-Mantık Testi';
document.documentElement.lang = 'tr';
const params = readSessionParams(window.location.search);
let host = document.getElementById('root');
if (!host) {
  host = document.createElement('div');
  host.id = 'root';
  document.body.appendChild(host);
}
createRoot(host).render(
  <StrictMode>
    {params ? (
      <AkilMantikTest params={params} />
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
