// /cognitive-tests/d2/d2.html?session_id=…&student_id=…&conducted_by=… — the d2 test (spec 3 §3,
// §5). Opened by the test lists' start dialog for a registered session.
import { mountTestPage } from '../../lib/mount-test-page';
import { D2_CSS, D2Test } from './D2Test';
import { lineSecondsFrom } from '@akademi/shared/domain/battery/d2/sheet';

mountTestPage({
  title: 'd2 Dikkat Testi',
  css: D2_CSS,
  render: (params, saver) => (
    <D2Test params={params} lineSeconds={lineSecondsFrom(window.location.search)} save={(table, row) => saver.save(table, row)} />
  ),
});
