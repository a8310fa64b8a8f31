// /cognitive-tests/veli-anketi/veli-anketi.html?user_id=…&session_id=…&conducted_by=… — the parent
// survey (spec 3 §2.6, §4). Opened by the /forms launcher for a registered 'parent_survey' session;
// without a valid session_id the page shows the invalid-link message instead of the questions.
import { mountTestPage } from '../../lib/mount-test-page';
import { PARENT_SURVEY_CSS, ParentSurvey } from './ParentSurvey';

mountTestPage({
  title: 'Veli Anketi',
  css: PARENT_SURVEY_CSS,
  render: (params, saver) => <ParentSurvey params={params} save={(table, row) => saver.save(table, row)} />,
});
