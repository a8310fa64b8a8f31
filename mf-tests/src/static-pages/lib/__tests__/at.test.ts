import { at, entry, pickOne, swap } from '../at';

test('at returns the element, and throws naming the index when there is none', () => {
  expect(at(['a', 'b'], 1)).toBe('b');
  expect(at([0], 0)).toBe(0); // a falsy element is an element
  expect(() => at(['a', 'b'], 2)).toThrow('index 2 is outside a list of 2');
  expect(() => at([], 0)).toThrow('index 0 is outside a list of 0');
});

test('entry returns the value (null included), and throws naming the key when there is none', () => {
  const table: Partial<Record<number, number | null>> = { 4: 45, 0: null };
  expect(entry(table, 4)).toBe(45);
  expect(entry(table, 0)).toBeNull();
  expect(() => entry(table, 5)).toThrow('no table entry for 5');
});

test('swap exchanges two elements in place and refuses an index outside the list', () => {
  const list = [1, 2, 3];
  swap(list, 0, 2);
  expect(list).toEqual([3, 2, 1]);
  expect(() => swap(list, 0, 3)).toThrow('index 3');
  expect(list).toEqual([3, 2, 1]);
});

test('pickOne maps the rng over the whole list and refuses an empty one', () => {
  expect(pickOne(['a', 'b', 'c', 'd'], () => 0)).toBe('a');
  expect(pickOne(['a', 'b', 'c', 'd'], () => 0.5)).toBe('c');
  expect(pickOne(['a', 'b', 'c', 'd'], () => 0.999)).toBe('d');
  expect(() => pickOne([], () => 0.3)).toThrow('index 0 is outside a list of 0');
});
