// The parent-survey launcher of /forms (spec 3 §2.6, §4, §8): opens the survey window for a
// registered 'parent_survey' session; "running until its window closes, then the stored test user
// id is removed" (the window is checked every 1 s, spec 3 §9).

/** Spec 3 §8 launcher alerts, exactly. */
export const SURVEY_POPUP_BLOCKED = 'Anket penceresi açılamadı. Lütfen popup engelleyiciyi kapatın.';
export const SURVEY_START_FAILED = 'Anket başlatılamadı. Lütfen tekrar deneyin.';
export const SURVEY_NO_USER = 'Kullanıcı bilgisi alınamadı';
/** Spec 3 §9: the launcher polls window close every 1 s. */
export const SURVEY_WINDOW_CHECK_MS = 1000;
/** Local-storage key of the user the running survey is about (removed when the window closes). */
export const SURVEY_USER_KEY = 'parentSurveyUserId';
export const SURVEY_WINDOW_NAME = 'akademi-veli-anketi';

export function surveyUrl(p: { studentId: string; sessionId: string; conductedBy: string }): string {
  const q = new URLSearchParams({ user_id: p.studentId, session_id: p.sessionId, conducted_by: p.conductedBy });
  return `/cognitive-tests/veli-anketi/veli-anketi.html?${q.toString()}`;
}

export interface SurveyLauncherDeps {
  open: (url: string, name: string) => Window | null;
  alert: (message: string) => void;
  register: (studentId: string, conductedBy: string) => Promise<{ sessionId: string } | null>;
  storage: Pick<Storage, 'setItem' | 'removeItem'>;
  onRunningChange: (running: boolean) => void;
  setInterval?: (fn: () => void, ms: number) => number;
  clearInterval?: (id: number) => void;
}

export interface SurveyLauncher {
  start(studentId: string | null, conductedBy: string | null): Promise<void>;
  readonly running: boolean;
  /** stops polling (page unmount); the window stays open */
  dispose(): void;
}

export function createSurveyLauncher(deps: SurveyLauncherDeps): SurveyLauncher {
  const every = deps.setInterval ?? ((fn, ms) => window.setInterval(fn, ms));
  const cancel = deps.clearInterval ?? ((id) => window.clearInterval(id));
  let running = false;
  let timer: number | null = null;

  const setRunning = (value: boolean) => {
    running = value;
    deps.onRunningChange(value);
  };
  const stopPolling = () => {
    if (timer !== null) cancel(timer);
    timer = null;
  };

  return {
    get running() {
      return running;
    },
    async start(studentId, conductedBy) {
      if (running) return;
      if (!studentId || !conductedBy) {
        deps.alert(SURVEY_NO_USER);
        return;
      }
      // open while the click still counts as a user gesture (popup blockers)
      const popup = deps.open('about:blank', SURVEY_WINDOW_NAME);
      if (!popup) {
        deps.alert(SURVEY_POPUP_BLOCKED);
        return;
      }
      setRunning(true);
      let session: { sessionId: string } | null = null;
      try {
        session = await deps.register(studentId, conductedBy);
      } catch {
        session = null;
      }
      if (!session) {
        popup.close();
        setRunning(false);
        deps.alert(SURVEY_START_FAILED);
        return;
      }
      deps.storage.setItem(SURVEY_USER_KEY, studentId);
      popup.location.href = surveyUrl({ studentId, sessionId: session.sessionId, conductedBy });
      timer = every(() => {
        if (!popup.closed) return;
        stopPolling();
        deps.storage.removeItem(SURVEY_USER_KEY);
        setRunning(false);
      }, SURVEY_WINDOW_CHECK_MS);
    },
    dispose: stopPolling,
  };
}
