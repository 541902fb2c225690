import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Link, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DisclosureMenu } from './disclosure-menu';

function Header() {
  return (
    <header>
      <DisclosureMenu label="Register">
        <Link href="/collegeform">College Registration</Link>
      </DisclosureMenu>
      <DisclosureMenu label="Login">
        <Link href="/college/login">College Login</Link>
      </DisclosureMenu>
      <p>Outside</p>
    </header>
  );
}

const openAt = (path = '/') => {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <Header />
    </Router>,
  );
  return location;
};
const menu = (name: string) => screen.getByText(name).closest('details')!;
const summary = (name: string) => menu(name).querySelector('summary')!;

describe('DisclosureMenu', () => {
  it('is a native disclosure: its summary opens and closes it, one menu at a time', async () => {
    const user = userEvent.setup();
    openAt();
    await user.click(summary('Register'));
    expect(menu('Register').open).toBe(true);
    await user.click(summary('Register'));
    expect(menu('Register').open).toBe(false);
    // Exclusive through the shared name (browsers close the other; the markup is what makes it so).
    expect(menu('Register').getAttribute('name')).toBe(menu('Login').getAttribute('name'));
  });

  it('closes on Escape and gives the focus back to its summary', async () => {
    const user = userEvent.setup();
    openAt();
    await user.click(summary('Register'));
    screen.getByRole('link', { name: 'College Registration' }).focus();
    await user.keyboard('{Escape}');
    expect(menu('Register').open).toBe(false);
    expect(document.activeElement).toBe(summary('Register'));
  });

  it('closes on a press outside, not inside', async () => {
    const user = userEvent.setup();
    openAt();
    await user.click(summary('Register'));
    fireEvent.pointerDown(screen.getByRole('link', { name: 'College Registration' }));
    expect(menu('Register').open).toBe(true);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(menu('Register').open).toBe(false);
  });

  it('closes when one of its links is chosen, and when the route changes', async () => {
    const user = userEvent.setup();
    const location = openAt();
    await user.click(summary('Register'));
    await user.click(screen.getByRole('link', { name: 'College Registration' }));
    expect(location.history).toContain('/collegeform');
    expect(menu('Register').open).toBe(false);

    await user.click(summary('Login'));
    expect(menu('Login').open).toBe(true);
    act(() => location.navigate('/about-us'));
    expect(menu('Login').open).toBe(false);
  });

  it('keeps a menu opened before hydration open, and hydrates without a mismatch', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const tree = () => (
      <Router ssrPath="/">
        <Header />
      </Router>
    );
    const parsed = new DOMParser().parseFromString(`<div>${renderToString(tree())}</div>`, 'text/html');
    const container = parsed.body.firstElementChild as HTMLElement;
    document.body.append(container);
    const register = container.querySelector('details')!;
    register.open = true; // the visitor's tap before the code ran
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, tree(), { onRecoverableError: (error) => console.error(error) });
    });
    expect(container.querySelector('details')).toBe(register); // adopted, not redrawn
    expect(register.open).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    // And now it answers like any other: Escape closes it.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(register.open).toBe(false);
    container.remove();
  });
});
