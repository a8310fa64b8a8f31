// Student management's error boundary (spec 1 §2): 'Sistem Güncelleniyor / Lütfen bekleyin...',
// then it renders its children again after 1000 ms (spec 1 §9).
import { Component, type ReactNode } from 'react';

export const BOUNDARY_RESET_MS = 1000;

export class StudentsErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[students] render failed:', error);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.setState({ failed: false }), BOUNDARY_RESET_MS);
  }

  override componentWillUnmount(): void {
    if (this.timer) clearTimeout(this.timer);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="status" style={{ padding: 48, textAlign: 'center' }}>
        <h2 style={{ margin: 0 }}>Sistem Güncelleniyor</h2>
        <p>Lütfen bekleyin...</p>
      </div>
    );
  }
}
