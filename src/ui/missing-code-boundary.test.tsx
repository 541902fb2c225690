import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MissingCodeBoundary } from './missing-code-boundary';

const MISSING = 'Failed to fetch dynamically imported module: http://x.test/assets/about-page-a1.js';

function Throws({ message }: { message: string }): never {
  throw new TypeError(message);
}

/** The boundary above: what any error other than missing code reaches. */
class Outer extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Outer caught: {this.state.error.message}</p> : this.props.children;
  }
}

describe('MissingCodeBoundary', () => {
  // React reports every error a boundary caught through console.error; these tests provoke them on purpose.
  const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it('shows its fallback in place of a part whose code could not be loaded', () => {
    quiet();
    render(
      <Outer>
        <MissingCodeBoundary fallback={<p>Not saved yet</p>}>
          <Throws message={MISSING} />
        </MissingCodeBoundary>
      </Outer>,
    );
    expect(screen.getByText('Not saved yet')).toBeTruthy();
    expect(screen.queryByText(/Outer caught/)).toBeNull();
  });

  it('passes any other error on to the boundary above', () => {
    quiet();
    render(
      <Outer>
        <MissingCodeBoundary fallback={<p>Not saved yet</p>}>
          <Throws message="Cannot read properties of undefined (reading 'trim')" />
        </MissingCodeBoundary>
      </Outer>,
    );
    expect(
      screen.getByText("Outer caught: Cannot read properties of undefined (reading 'trim')"),
    ).toBeTruthy();
    expect(screen.queryByText('Not saved yet')).toBeNull();
  });

  it('draws its children again when the address changes', () => {
    quiet();
    const { rerender } = render(
      <MissingCodeBoundary resetKey="/about-us" fallback={<p>Not saved yet</p>}>
        <Throws message={MISSING} />
      </MissingCodeBoundary>,
    );
    expect(screen.getByText('Not saved yet')).toBeTruthy();
    rerender(
      <MissingCodeBoundary resetKey="/login" fallback={<p>Not saved yet</p>}>
        <h1>Sign in</h1>
      </MissingCodeBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });
});
