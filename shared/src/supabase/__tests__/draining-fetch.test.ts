import { drainingFetch } from '../client';

// A HEAD response's (empty) body must be read, or Chromium reports the request as net::ERR_ABORTED.
describe('drainingFetch', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  function stubFetch() {
    const read = jest.fn(() => Promise.resolve(new ArrayBuffer(0)));
    const res = { clone: () => ({ arrayBuffer: read }), status: 200 } as unknown as Response;
    globalThis.fetch = jest.fn(() => Promise.resolve(res)) as unknown as typeof fetch;
    return { res, read };
  }

  it('reads the body of a HEAD response and returns the response unread', async () => {
    const { res, read } = stubFetch();
    expect(await drainingFetch('http://x/rest/v1/notifications', { method: 'HEAD' })).toBe(res);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('leaves the body of other responses to the caller', async () => {
    for (const init of [undefined, { method: 'GET' }, { method: 'POST', body: '{}' }]) {
      const { read } = stubFetch();
      await drainingFetch('http://x/rest/v1/notifications', init);
      expect(read).not.toHaveBeenCalled();
    }
  });
});
