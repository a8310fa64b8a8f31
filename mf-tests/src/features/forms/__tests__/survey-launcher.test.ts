import {
  SURVEY_NO_USER,
  SURVEY_POPUP_BLOCKED,
  SURVEY_START_FAILED,
  SURVEY_USER_KEY,
  createSurveyLauncher,
  surveyUrl,
  type SurveyLauncherDeps,
} from '../lib/survey-launcher';

const STUDENT = '22222222-2222-4222-8222-222222222222';
const ME = '33333333-3333-4333-8333-333333333333';
const SESSION = '11111111-1111-4111-8111-111111111111';

function setup(over: Partial<SurveyLauncherDeps> = {}) {
  const popup = { closed: false, close: jest.fn(), location: { href: 'about:blank' } };
  const store = new Map<string, string>();
  const deps = {
    open: jest.fn(() => popup as unknown as Window),
    alert: jest.fn(),
    register: jest.fn(async () => ({ sessionId: SESSION })),
    storage: { setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) },
    onRunningChange: jest.fn(),
    ...over,
  };
  return { launcher: createSurveyLauncher(deps), deps, popup, store };
}

describe('parent-survey launcher', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('builds the survey url with user_id, session_id and conducted_by', () => {
    expect(surveyUrl({ studentId: STUDENT, sessionId: SESSION, conductedBy: ME })).toBe(
      `/cognitive-tests/veli-anketi/veli-anketi.html?user_id=${STUDENT}&session_id=${SESSION}&conducted_by=${ME}`,
    );
  });

  it('registers, opens the survey, keeps the user id while running and removes it when the window closes (1 s polling)', async () => {
    const { launcher, deps, popup, store } = setup();
    await launcher.start(STUDENT, ME);
    expect(deps.register).toHaveBeenCalledWith(STUDENT, ME);
    expect(popup.location.href).toBe(surveyUrl({ studentId: STUDENT, sessionId: SESSION, conductedBy: ME }));
    expect(launcher.running).toBe(true);
    expect(deps.onRunningChange).toHaveBeenLastCalledWith(true);
    expect(store.get(SURVEY_USER_KEY)).toBe(STUDENT);
    jest.advanceTimersByTime(3000);
    expect(launcher.running).toBe(true);
    popup.closed = true;
    jest.advanceTimersByTime(999);
    expect(launcher.running).toBe(true);
    jest.advanceTimersByTime(1);
    expect(launcher.running).toBe(false);
    expect(deps.onRunningChange).toHaveBeenLastCalledWith(false);
    expect(store.has(SURVEY_USER_KEY)).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('alerts when the popup is blocked and stays idle', async () => {
    const { launcher, deps } = setup({ open: jest.fn(() => null) });
    await launcher.start(STUDENT, ME);
    expect(deps.alert).toHaveBeenCalledWith(SURVEY_POPUP_BLOCKED);
    expect(SURVEY_POPUP_BLOCKED).toBe('Anket penceresi açılamadı. Lütfen popup engelleyiciyi kapatın.');
    expect(deps.register).not.toHaveBeenCalled();
    expect(launcher.running).toBe(false);
  });

  it('alerts and closes the window when the session cannot be registered', async () => {
    const { launcher, deps, popup, store } = setup({ register: jest.fn(async () => null) });
    await launcher.start(STUDENT, ME);
    expect(popup.close).toHaveBeenCalled();
    expect(deps.alert).toHaveBeenCalledWith('Anket başlatılamadı. Lütfen tekrar deneyin.');
    expect(SURVEY_START_FAILED).toBe('Anket başlatılamadı. Lütfen tekrar deneyin.');
    expect(launcher.running).toBe(false);
    expect(store.size).toBe(0);
  });

  it('a thrown registration counts as a failed start', async () => {
    const { launcher, deps } = setup({ register: jest.fn(async () => Promise.reject(new Error('offline'))) });
    await launcher.start(STUDENT, ME);
    expect(deps.alert).toHaveBeenCalledWith(SURVEY_START_FAILED);
  });

  it('alerts Kullanıcı bilgisi alınamadı without a signed-in user (and opens nothing)', async () => {
    const { launcher, deps } = setup();
    await launcher.start(STUDENT, null);
    expect(deps.alert).toHaveBeenCalledWith(SURVEY_NO_USER);
    expect(SURVEY_NO_USER).toBe('Kullanıcı bilgisi alınamadı');
    expect(deps.open).not.toHaveBeenCalled();
  });

  it('ignores a second start while running; dispose stops the polling', async () => {
    const { launcher, deps } = setup();
    await launcher.start(STUDENT, ME);
    await launcher.start(STUDENT, ME);
    expect(deps.register).toHaveBeenCalledTimes(1);
    launcher.dispose();
    expect(jest.getTimerCount()).toBe(0);
  });
});
