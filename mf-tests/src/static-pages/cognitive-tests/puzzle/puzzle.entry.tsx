// /cognitive-tests/puzzle/puzzle.html — the puzzle (visual processing) page of the cognitive battery.
import { mountPage } from '../../lib/mount-test-page';
import { PuzzleTest } from './PuzzleTest';
import { PUZZLE_CSS } from './styles';

mountPage({
  title: 'Yapboz Testi',
  css: PUZZLE_CSS,
  render: (params) => <PuzzleTest params={params} />,
});
