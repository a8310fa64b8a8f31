// /cognitive-tests/dikkat/dikkat.html — first page of the cognitive battery.
import { mountPage } from '../../lib/mount-test-page';
import { DikkatTest } from './DikkatTest';

mountPage({
  title: 'Dikkat Testi',
  render: (params) => <DikkatTest params={params} />,
});
