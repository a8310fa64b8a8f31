// The one checked lookup (issue 30 item 4): entryAt / entryOf / swapAt / pickOne.
import { entryAt, entryOf, pickOne, swapAt } from '../guards';

test('entryAt returns the element, and throws naming the index when there is none', () => {
  expect(entryAt(['a', 'b'], 1)).toBe('b');
  expect(entryAt([0], 0)).toBe(0); // a falsy element is an element
  expect(() => entryAt(['a', 'b'], 2)).toThrow('no entry at index 2 (length 2)');
  expect(() => entryAt([], 0)).toThrow(RangeError);
  expect(() => entryAt(['a'], 0.5)).toThrow(RangeError);
});

test('entryOf returns the value (null included), and throws naming the key when there is none', () => {
  const table: Partial<Record<number, number | null>> = { 4: 45, 0: null };
  expect(entryOf(table, 4)).toBe(45);
  expect(entryOf(table, 0)).toBeNull();
  expect(() => entryOf(table, 5)).toThrow('no entry for 5');
});

test('swapAt exchanges two elements in place and refuses an index outside the list', () => {
  const list = [1, 2, 3];
  swapAt(list, 0, 2);
  expect(list).toEqual([3, 2, 1]);
  expect(() => swapAt(list, 0, 3)).toThrow('index 3');
  expect(list).toEqual([3, 2, 1]);
});

test('pickOne maps the rng over the whole list and refuses an empty one', () => {
  expect(pickOne(['a', 'b', 'c', 'd'], () => 0)).toBe('a');
  expect(pickOne(['a', 'b', 'c', 'd'], () => 0.5)).toBe('c');
  expect(pickOne(['a', 'b', 'c', 'd'], () => 0.999)).toBe('d');
  expect(() => pickOne([], () => 0.3)).toThrow(RangeError);
});
