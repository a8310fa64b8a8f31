// /cognitive-tests/rapor/rapor.html?session_id=…&key=… — static cognitive report page, opened
// from the reports' cognitive summary modal (spec 3 §2.5).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installConsoleCapture } from '@akademi/shared/logging';
import { injectPageStyle } from '../../lib/page-style';
import { CognitiveReport } from './CognitiveReport';
import { loadCognitiveReport } from './data';
import { injectReportStyle } from './report-style';

// Every console output of the page becomes a system_logs row (spec 2 §4 "Log capture").
installConsoleCapture();

injectPageStyle();
injectReportStyle();
document.title = 'Bilişsel Beceri Testi Raporu';
document.documentElement.lang = 'tr';
const params = new URLSearchParams(window.location.search);
let host = document.getElementById('root');
if (!host) {
  host = document.createElement('div');
  host.id = 'root';
  document.body.appendChild(host);
}
createRoot(host).render(
  <StrictMode>
    <CognitiveReport sessionId={params.get('session_id')} hasKey={!!params.get('key')} load={loadCognitiveReport} />
  </StrictMode>,
);
