import { at, entry, pickOne, swap } from '../at';

describe('checked lookups', () => {
  it('at returns the item at a valid index and throws a clear Error outside the list', () => {
    expect(at(['a', 'b', 'c'], 2)).toBe('c');
    expect(at([0], 0)).toBe(0); // falsy items are items
    expect(() => at(['a', 'b'], 2)).toThrow('No item at index 2 of a list of 2');
    expect(() => at(['a'], -1)).toThrow(Error);
    expect(() => at(['a'], 0.5)).toThrow(Error);
    expect(() => at([], Number.NaN)).toThrow('No item at index NaN of a list of 0');
  });

  it('entry returns a present value and throws for a missing key', () => {
    const table: Readonly<Record<string, string>> = { ı: 'i', s: 'ş' };
    expect(entry(table, 's')).toBe('ş');
    expect(() => entry(table, 'x')).toThrow('No entry for key x');
  });

  it('pickOne maps the rng over the whole list and refuses an empty one', () => {
    expect(pickOne(['a', 'b', 'c', 'd'], () => 0)).toBe('a');
    expect(pickOne(['a', 'b', 'c', 'd'], () => 0.5)).toBe('c');
    expect(pickOne(['a', 'b', 'c', 'd'], () => 0.999)).toBe('d');
    expect(() => pickOne([], () => 0.3)).toThrow(Error);
  });

  it('swap exchanges two items in place and leaves the list alone on a bad index', () => {
    const xs = ['a', 'b', 'c'];
    swap(xs, 0, 2);
    expect(xs).toEqual(['c', 'b', 'a']);
    expect(() => swap(xs, 1, 3)).toThrow(Error);
    expect(xs).toEqual(['c', 'b', 'a']);
  });
});
