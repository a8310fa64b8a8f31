// The contract check's manifest GET (fetchManifest): a network failure is tried again, an HTTP answer
// is final, and the last failure is thrown (the remote is then refused).
import { fetchManifest } from '../contract';

// jsdom has no Response: the check reads only status/ok/json
const answer = (status: number) => ({ status, ok: status < 400, json: async () => ({}) }) as unknown as Response;
const ok = () => answer(200);
const noSleep = () => Promise.resolve();

describe('fetchManifest', () => {
  it('tries again after a network failure and returns the answer', async () => {
    const f = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok());
    const res = await fetchManifest('http://x/mf-manifest.json', f as unknown as typeof fetch, [250, 1000], noSleep);
    expect(res.status).toBe(200);
    expect(f).toHaveBeenCalledTimes(2);
    expect(f).toHaveBeenCalledWith('http://x/mf-manifest.json', { cache: 'no-cache' });
  });

  it('does not try again after an HTTP answer', async () => {
    const f = jest.fn().mockResolvedValue(answer(404));
    const res = await fetchManifest('http://x/mf-manifest.json', f as unknown as typeof fetch, [250, 1000], noSleep);
    expect(res.status).toBe(404);
    expect(f).toHaveBeenCalledTimes(1);
  });

  it('throws the last failure once the delays are used up', async () => {
    const f = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const sleep = jest.fn((_ms: number) => noSleep());
    await expect(fetchManifest('http://x/mf-manifest.json', f as unknown as typeof fetch, [250, 1000], sleep)).rejects.toThrow('Failed to fetch');
    expect(f).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map((c) => c[0])).toEqual([250, 1000]);
  });
});
