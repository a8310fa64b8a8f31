// Render helper for component tests: store (optionally preloaded session), UI provider, router.
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore, type RootState } from '../src/store/create-app-store';
import { initialSessionState, type SessionState } from '../src/session/session-slice';
import { UiProvider } from '../src/ui/providers';
import { MFA_NOT_NEEDED } from '../src/session/mfa-status';

/** A preloaded signed-in session whose second-factor state the test does not set: nothing to do (issue 28). */
function withSession(session: Partial<SessionState>): SessionState {
  return { ...initialSessionState, mfa: session.authUser && session.profile ? MFA_NOT_NEEDED : null, ...session };
}

export function renderWithApp(ui: ReactElement, { session, route = '/' }: { session?: Partial<SessionState>; route?: string } = {}) {
  const store = createAppStore(session ? ({ session: withSession(session) } as Partial<RootState>) : undefined);
  const result = render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return { store, ...result };
}

/** For trees that suspend on a promise (React 19 `use`): renders inside an awaited act. */
export async function renderWithAppAsync(ui: ReactElement, options: { session?: Partial<SessionState>; route?: string } = {}) {
  let out: ReturnType<typeof renderWithApp> | undefined;
  await act(async () => {
    out = renderWithApp(ui, options);
  });
  return out as ReturnType<typeof renderWithApp>;
}
