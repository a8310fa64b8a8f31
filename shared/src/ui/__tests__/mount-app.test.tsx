// mountApp: how the shell and every standalone remote start — the chunk-error handler, a store,
// the auth session on that store, then the tree (given the store) in #root.
import { act } from '@testing-library/react';
import { Provider, useStore } from 'react-redux';
import { mountApp } from '../mount-app';
import { startSession } from '../../session/start-session';
import { installChunkErrorHandler } from '../../chunk-errors';

jest.mock('../../session/start-session', () => ({ startSession: jest.fn() }));
jest.mock('../../chunk-errors', () => ({ installChunkErrorHandler: jest.fn() }));

afterEach(() => {
  document.body.innerHTML = '';
  jest.clearAllMocks();
});

function Probe({ expected }: { expected: unknown }) {
  return <p>{useStore() === expected ? 'aynı depo' : 'başka depo'}</p>;
}

describe('mountApp', () => {
  it('installs the chunk-error handler, starts the session on the new store and renders the tree with it', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    let store: ReturnType<typeof mountApp> | undefined;
    await act(async () => {
      store = mountApp((s) => (
        <Provider store={s}>
          <Probe expected={s} />
        </Provider>
      ));
    });
    expect(installChunkErrorHandler).toHaveBeenCalledTimes(1);
    expect(startSession).toHaveBeenCalledWith(store?.dispatch);
    expect(document.getElementById('root')).toHaveTextContent('aynı depo');
  });

  it('refuses to start without #root', () => {
    expect(() => mountApp(() => null)).toThrow('#root missing');
  });
});
