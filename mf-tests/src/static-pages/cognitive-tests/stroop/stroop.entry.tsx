// /cognitive-tests/stroop/stroop.html — third page of the cognitive battery.
import { mountPage } from '../../lib/mount-test-page';
import { StroopTest } from './StroopTest';
import { STROOP_CSS } from './Stimulus';

mountPage({
  title: 'Stroop Testi',
  css: STROOP_CSS,
  render: (params) => <StroopTest params={params} />,
});
