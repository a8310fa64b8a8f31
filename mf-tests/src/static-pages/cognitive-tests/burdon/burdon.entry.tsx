// /cognitive-tests/burdon/burdon.html?session_id=…&student_id=…&conducted_by=… — the Burdon test
// (spec 3 §3, §5). Opened by the test lists' start dialog for a registered session.
import { mountTestPage } from '../../lib/mount-test-page';
import { BURDON_CSS, BurdonTest } from './BurdonTest';
import { sectionSecondsFrom } from '@akademi/shared/domain/battery/burdon/sheet';

mountTestPage({
  title: 'Burdon Dikkat Testi',
  css: BURDON_CSS,
  render: (params, saver) => (
    <BurdonTest params={params} sectionSeconds={sectionSecondsFrom(window.location.search)} save={(table, row) => saver.save(table, row)} />
  ),
});
