import { Component, type ReactNode } from 'react';
import { isMissingCode } from '@/lib/missing-code';

interface MissingCodeBoundaryProps {
  /** Shown instead of the children when their code could not be loaded. */
  fallback: ReactNode;
  /** Changing it (the address) clears the fallback: another page may well be on this device. */
  resetKey?: string;
  children: ReactNode;
}

type State = { caught: false } | { caught: true; error: unknown };

/**
 * Catches a lazily loaded part whose code could not be fetched (offline, before the offline copy is complete) and
 * shows `fallback` in its place, so the page is never left white. Any other error goes on to the boundary above,
 * as if this one were not there.
 */
export class MissingCodeBoundary extends Component<MissingCodeBoundaryProps, State> {
  override state: State = { caught: false };

  static getDerivedStateFromError(error: unknown): State {
    return { caught: true, error };
  }

  override componentDidUpdate(previous: MissingCodeBoundaryProps) {
    if (this.state.caught && previous.resetKey !== this.props.resetKey) this.setState({ caught: false });
  }

  override render() {
    if (!this.state.caught) return this.props.children;
    if (!isMissingCode(this.state.error)) throw this.state.error;
    return this.props.fallback;
  }
}
