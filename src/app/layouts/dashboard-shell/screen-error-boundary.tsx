import { Component, type ReactNode } from 'react';
import { isMissingCode } from '@/lib/missing-code';
import { Button } from '@/ui/button';
import { MissingCodeNotice } from '@/ui/missing-code-notice';

interface ScreenErrorBoundaryProps {
  /** The screen's address: moving to another screen (from the menu) clears the error. */
  resetKey: string;
  children: ReactNode;
}

type State = { error: Error | undefined };

/**
 * Catches an error thrown while a dashboard screen renders, so the screen says what happened inside the dashboard
 * instead of React unmounting the whole page (issue 25: a crash in the drive form turned the page white). The
 * sidebar and top bar stay around it; "Try again" draws the screen afresh, "Reload the page" starts over (forms
 * that keep a draft bring back what was typed), and another screen from the menu clears the error.
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(previous: ScreenErrorBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: undefined });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // Not a failure of the screen: its code is not on this device yet (offline, before the copy is complete).
    if (isMissingCode(error))
      return (
        <div className="screen">
          <MissingCodeNotice />
        </div>
      );
    return (
      <div className="screen">
        <section className="card screen-error" role="alert" aria-labelledby="screen-error-heading">
          <h1 id="screen-error-heading">This screen stopped working</h1>
          <p>
            Something went wrong while showing it: <q>{error.message}</q>. The rest of the portal still works:
            choose another screen from the menu, try this one again, or reload the page.
          </p>
          <div className="screen-error__actions">
            <Button onClick={() => this.setState({ error: undefined })}>Try again</Button>
            <Button variant="secondary" onClick={() => window.location.reload()}>
              Reload the page
            </Button>
          </div>
        </section>
      </div>
    );
  }
}
