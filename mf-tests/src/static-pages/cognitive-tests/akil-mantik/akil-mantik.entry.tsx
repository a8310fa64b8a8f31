// /cognitive-tests/akil-mantik/akil-mantik.html — last page of the cognitive battery.
import { mountPage } from '../../lib/mount-test-page';
import { AKIL_MANTIK_CSS, AkilMantikTest } from './AkilMantikTest';

mountPage({
  title: 'Akıl-Mantık Testi',
  css: AKIL_MANTIK_CSS,
  render: (params) => <AkilMantikTest params={params} />,
});
