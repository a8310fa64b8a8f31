// Error boundary around each route outlet: chunk-load failures reload once (spec 2 §4); a repeat
// right after that reload, or any ordinary error, shows the error screen for this route only —
// the header and sidebar outside it keep working.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { browserChunkEnv, handleChunkFailure, isChunkLoadError, type ChunkDecision } from '../chunk-errors';
import { ErrorScreen, LoadingScreen } from './screens';
import { dropFirstPaint } from '../federation/first-paint';

/** The error boundary resets 1000 ms after 'Tekrar Dene' (spec 1 §9). */
export const ERROR_BOUNDARY_RESET_MS = 1000;

interface Props {
  /** Remote key used for the reload-loop memory (e.g. 'mf_reports'). */
  remoteKey: string;
  children: ReactNode;
  /** Changing it (e.g. the path) clears a shown error. */
  resetKey?: string;
  /** Called before the boundary renders its children again ('Tekrar Dene', path change). */
  onReset?: () => void;
}

interface State {
  error: unknown;
  decision: ChunkDecision | null;
  resetting: boolean;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, decision: null, resetting: false };
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown'), resetting: false };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    // The static sign-in copy would hide this error screen (#root is hidden while it is there).
    dropFirstPaint();
    const decision = isChunkLoadError(error) ? handleChunkFailure(error, this.props.remoteKey, browserChunkEnv()) : 'error';
    this.setState({ decision });
  }

  override componentDidUpdate(prev: Props): void {
    if (prev.resetKey !== this.props.resetKey && this.state.error) {
      this.props.onReset?.();
      this.setState({ error: null, decision: null, resetting: false });
    }
  }

  override componentWillUnmount(): void {
    if (this.timer) clearTimeout(this.timer);
  }

  private retry = () => {
    this.setState({ resetting: true });
    this.timer = setTimeout(() => {
      this.props.onReset?.();
      this.setState({ error: null, decision: null, resetting: false });
    }, ERROR_BOUNDARY_RESET_MS);
  };

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.state.resetting || this.state.decision === 'reload' || this.state.decision === null) return <LoadingScreen />;
    return <ErrorScreen onRetry={this.retry} />;
  }
}
