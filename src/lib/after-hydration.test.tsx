import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterHydration } from './after-hydration';

// These tests drive React roots directly (no Testing Library), so they tell React to expect act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Page() {
  return (
    <main>
      <h1>Sign in</h1>
      <AfterHydration fallback={<p>Loading your form...</p>}>
        <form aria-label="Sign in">
          <input name="email" />
        </form>
      </AfterHydration>
    </main>
  );
}

describe('AfterHydration', () => {
  // A spy is restored even when its test fails, so console.error is never left silenced for the next test.
  afterEach(() => vi.restoreAllMocks());

  it('leaves the form out of prerendered HTML, where a visitor could type before the code runs', () => {
    const html = renderToString(<Page />);
    expect(html).toContain('Loading your form...');
    expect(html).not.toContain('<form');
  });

  it('hydrates the prerendered HTML as it is, then shows the form', async () => {
    // The prerendered markup, parsed as the browser parses a page's HTML.
    const parsed = new DOMParser().parseFromString(`<div>${renderToString(<Page />)}</div>`, 'text/html');
    const container = parsed.body.firstElementChild as HTMLElement;
    document.body.append(container);
    const heading = container.querySelector('h1');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => console.error(error) });
    });
    expect(container.querySelector('form')).toBeNull(); // hydration keeps the HTML as it is
    await act(() => new Promise((resolve) => setTimeout(resolve, 10))); // then, in a task of its own, the form
    expect(container.querySelector('form')).not.toBeNull();
    expect(container.textContent).not.toContain('Loading your form...');
    expect(container.querySelector('h1')).toBe(heading); // adopted, not redrawn
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows the form at once when the page is drawn in the browser from scratch', () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<Page />));
    expect(container.querySelector('form')).not.toBeNull();
    expect(container.textContent).not.toContain('Loading your form...');
    act(() => root.unmount());
  });
});
