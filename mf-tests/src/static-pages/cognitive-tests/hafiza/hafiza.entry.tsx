// /cognitive-tests/hafiza/hafiza.html — second page of the cognitive battery (memory).
import { mountPage } from '../../lib/mount-test-page';
import { HAFIZA_CSS, HafizaTest } from './HafizaTest';

mountPage({
  title: 'Hafıza Testi',
  css: HAFIZA_CSS,
  render: (params) => <HafizaTest params={params} />,
});
