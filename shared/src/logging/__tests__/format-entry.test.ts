import { LOG_DETAILS_MAX_CHARS, LOG_MESSAGE_MAX_CHARS, detailsFromArgs, messageFromArgs, safeStringify } from '../format-entry';

describe('messageFromArgs', () => {
  it('joins the arguments as the console shows them', () => {
    expect(messageFromArgs(['a', 1, true, null, undefined])).toBe('a 1 true null undefined');
    expect(messageFromArgs(['x', { a: 1 }])).toBe('x {"a":1}');
    expect(messageFromArgs([new TypeError('boom')])).toBe('TypeError: boom');
  });

  it('cuts the message to 10000 characters (spec 2 §3)', () => {
    expect(LOG_MESSAGE_MAX_CHARS).toBe(10_000);
    const msg = messageFromArgs(['x'.repeat(25_000)]);
    expect(msg).toHaveLength(10_000);
    expect(messageFromArgs(['a'.repeat(9_999), 'bbbb'])).toHaveLength(10_000);
    expect(messageFromArgs(['y'.repeat(10_000)])).toHaveLength(10_000);
  });

  it('survives cycles and throwing getters', () => {
    const cyclic: Record<string, unknown> = { name: 'c' };
    cyclic.self = cyclic;
    expect(messageFromArgs([cyclic])).toContain('[Circular]');
    const hostile = {
      get boom(): never {
        throw new Error('getter');
      },
    };
    expect(() => messageFromArgs([hostile])).not.toThrow();
  });
});

describe('detailsFromArgs', () => {
  it('is null for string-only calls and keeps the rest, errors with their stack', () => {
    expect(detailsFromArgs(['only', 'strings'])).toBeNull();
    const details = detailsFromArgs(['msg', { sessionId: 's1' }, new Error('bad')]) as { args: Array<Record<string, unknown>> };
    expect(details.args[0]).toEqual({ sessionId: 's1' });
    expect(details.args[1].message).toBe('bad');
    expect(typeof details.args[1].stack).toBe('string');
  });

  it('is bounded', () => {
    const details = detailsFromArgs([{ big: 'z'.repeat(100_000) }]);
    expect(safeStringify(details).length).toBeLessThanOrEqual(LOG_DETAILS_MAX_CHARS + 100);
    expect(details).toEqual(expect.objectContaining({ truncated: true }));
  });
});
