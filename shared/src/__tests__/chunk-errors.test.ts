import {
  CHUNK_ERRORS_KEY,
  CHUNK_RELOAD_DELAY_MS,
  LAST_RELOADS_KEY,
  RELOAD_LOOP_WINDOW_MS,
  appendChunkError,
  chunkUrlOf,
  clearChunkErrors,
  decideChunkFailure,
  handleChunkFailure,
  isChunkLoadError,
  readChunkErrors,
  remoteKeyOf,
  type ChunkErrorRecord,
  type ChunkFailureEnv,
  type StorageLike,
} from '../chunk-errors';

class MemoryStorage implements StorageLike {
  data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

function chunkError(url = 'http://127.0.0.1:3003/412.abcdef12.js') {
  const e = new Error(`Loading chunk 412 failed.\n(error: ${url})`);
  e.name = 'ChunkLoadError';
  return e;
}

function env(now: number, overrides: Partial<ChunkFailureEnv> = {}) {
  const timers: Array<{ fn: () => void; ms: number }> = [];
  let pending = false;
  const e: ChunkFailureEnv & { timers: typeof timers; reloads: number } = {
    local: new MemoryStorage(),
    session: new MemoryStorage(),
    now: () => now,
    currentUrl: 'http://127.0.0.1:3000/reports',
    userAgent: 'jest-agent',
    reloads: 0,
    reload: () => {
      e.reloads += 1;
    },
    setTimeout: (fn, ms) => timers.push({ fn, ms }),
    log: () => undefined,
    isReloadPending: () => pending,
    setReloadPending: () => {
      pending = true;
    },
    timers,
    ...overrides,
  };
  return e;
}

describe('isChunkLoadError', () => {
  it('recognises webpack chunk failures and federation script failures', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
    expect(
      isChunkLoadError(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008 ScriptNetworkError http://127.0.0.1:3003/remoteEntry.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
  });

  it('treats ordinary errors as ordinary (they never reload)', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('chunk error store', () => {
  const record = (i: number): ChunkErrorRecord => ({
    timestamp: new Date(1_700_000_000_000 + i).toISOString(),
    chunkUrl: `http://x/${i}.js`,
    message: `m${i}`,
    userAgent: 'ua',
    currentUrl: 'http://127.0.0.1:3000/',
  });

  it('keeps the 10 newest entries under chunk_errors', () => {
    const s = new MemoryStorage();
    for (let i = 1; i <= 12; i++) appendChunkError(s, record(i));
    const list = readChunkErrors(s);
    expect(list).toHaveLength(10);
    expect(list[0].chunkUrl).toBe('http://x/3.js');
    expect(list[9].chunkUrl).toBe('http://x/12.js');
    expect(JSON.parse(s.getItem(CHUNK_ERRORS_KEY) ?? '[]')).toHaveLength(10);
  });

  it('survives garbage in storage and can be cleared', () => {
    const s = new MemoryStorage();
    s.setItem(CHUNK_ERRORS_KEY, '{not json');
    expect(readChunkErrors(s)).toEqual([]);
    appendChunkError(s, record(1));
    clearChunkErrors(s);
    expect(readChunkErrors(s)).toEqual([]);
  });

  it('extracts the failing URL', () => {
    expect(chunkUrlOf(chunkError('http://127.0.0.1:3003/9.js'))).toBe('http://127.0.0.1:3003/9.js');
    expect(chunkUrlOf(new Error('no url'))).toBe('');
  });
});

describe('decideChunkFailure (no reload loop)', () => {
  it('reloads the first time, shows the error screen when the same remote fails again right after', () => {
    const session = new MemoryStorage();
    expect(decideChunkFailure(session, 'mf_reports', 1000)).toBe('reload');
    expect(decideChunkFailure(session, 'mf_reports', 1000 + 2500)).toBe('error');
  });

  it('treats remotes separately and forgets after the window', () => {
    const session = new MemoryStorage();
    expect(decideChunkFailure(session, 'mf_reports', 1000)).toBe('reload');
    expect(decideChunkFailure(session, 'mf_admin', 1500)).toBe('reload');
    expect(decideChunkFailure(session, 'mf_reports', 1000 + RELOAD_LOOP_WINDOW_MS + 1)).toBe('reload');
    expect(JSON.parse(session.getItem(LAST_RELOADS_KEY) ?? '{}')).toHaveProperty('mf_admin', 1500);
  });
});

describe('handleChunkFailure', () => {
  it('stores the record and reloads after 1 s', () => {
    const e = env(1_700_000_000_000);
    expect(handleChunkFailure(chunkError(), 'mf_reports', e)).toBe('reload');
    const [stored] = readChunkErrors(e.local);
    expect(stored).toEqual({
      timestamp: new Date(1_700_000_000_000).toISOString(),
      chunkUrl: 'http://127.0.0.1:3003/412.abcdef12.js',
      message: expect.stringContaining('Loading chunk 412 failed'),
      userAgent: 'jest-agent',
      currentUrl: 'http://127.0.0.1:3000/reports',
    });
    expect(e.timers).toHaveLength(1);
    expect(e.timers[0].ms).toBe(CHUNK_RELOAD_DELAY_MS);
    e.timers[0].fn();
    expect(e.reloads).toBe(1);
  });

  it('does not schedule a second reload while one is pending, nor record the same error twice', () => {
    const e = env(5000);
    const err = chunkError();
    handleChunkFailure(err, 'mf_reports', e);
    expect(handleChunkFailure(err, 'mf_reports', e)).toBe('reload');
    expect(handleChunkFailure(chunkError(), 'mf_admin', e)).toBe('reload');
    expect(e.timers).toHaveLength(1);
    expect(readChunkErrors(e.local)).toHaveLength(1);
  });

  it('after a reload, a repeated failure of the same remote means the error screen', () => {
    const first = env(10_000);
    handleChunkFailure(chunkError(), 'mf_reports', first);
    // the page reloaded: same sessionStorage, fresh page state
    const second = env(12_000, { session: first.session, local: first.local });
    expect(handleChunkFailure(chunkError(), 'mf_reports', second)).toBe('error');
    expect(second.timers).toHaveLength(0);
    expect(readChunkErrors(second.local)).toHaveLength(2);
  });
});

describe('remoteKeyOf', () => {
  it('takes the remote name of a federation id', () => {
    expect(remoteKeyOf('mf_reports/routes')).toBe('mf_reports');
    expect(remoteKeyOf(undefined)).toBe('unknown');
  });
});
