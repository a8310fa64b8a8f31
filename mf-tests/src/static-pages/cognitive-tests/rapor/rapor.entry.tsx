// /cognitive-tests/rapor/rapor.html?session_id=…&key=… — static cognitive report page, opened
// from the reports' cognitive summary modal (spec 3 §2.5).
import { mountStaticPage } from '../../lib/mount-test-page';
import { CognitiveReport } from './CognitiveReport';
import { loadCognitiveReport } from './data';
import { REPORT_CSS } from './report-style';

const params = new URLSearchParams(window.location.search);
mountStaticPage({
  title: 'Bilişsel Beceri Testi Raporu',
  css: REPORT_CSS,
  node: <CognitiveReport sessionId={params.get('session_id')} hasKey={!!params.get('key')} load={loadCognitiveReport} />,
});
