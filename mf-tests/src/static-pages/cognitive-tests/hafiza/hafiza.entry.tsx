// /cognitive-tests/hafiza/hafiza.html — second page of the cognitive battery (memory).
import { mountPage } from '../../lib/mount-test-page';
import { HafizaTest } from './HafizaTest';
import { HAFIZA_CSS } from './styles';

mountPage({
  title: 'Hafıza Testi',
  css: HAFIZA_CSS,
  render: (params) => <HafizaTest params={params} />,
});
