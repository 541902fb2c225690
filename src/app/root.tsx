import { StrictMode } from 'react';
import { Router } from 'wouter';
import { App } from './app';

/**
 * The whole app, as the browser renders it and as the prerenderer renders a page ahead of time (`ssrPath`): one
 * tree for both, so hydration finds exactly the markup it expects.
 */
export function Root({ ssrPath }: { ssrPath?: string }) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath}>
        <App />
      </Router>
    </StrictMode>
  );
}
