import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextFormControlAfter } from './focus';
import { typeInto } from './type-into';

afterEach(() => {
  vi.restoreAllMocks();
});

const named = (name: string) => document.querySelector(`[name="${name}"]`)!;

describe('nextFormControlAfter', () => {
  it('skips buttons, disabled controls and dialogs, and finds the next field in page order', () => {
    // happy-dom lays nothing out: every element counts as rendered.
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    render(
      <form>
        <input name="email" />
        <button type="button" name="verify" disabled>
          Verified
        </button>
        <dialog open>
          <input name="digit" />
        </dialog>
        <button type="button">Show</button>
        <input name="skipped" disabled />
        <input name="password" />
        <select name="after" />
      </form>,
    );
    expect(nextFormControlAfter(named('verify'))?.getAttribute('name')).toBe('password');
    expect(nextFormControlAfter(named('password'))?.getAttribute('name')).toBe('after');
    expect(nextFormControlAfter(named('after'))).toBeUndefined();
  });
});

describe('typeInto', () => {
  it('adds the text as typing would, with an input event, and leaves controls without text alone', () => {
    const seen: string[] = [];
    render(
      <form>
        <input name="name" defaultValue="Asha" onInput={(event) => seen.push(event.currentTarget.value)} />
        <select name="type" />
      </form>,
    );
    expect(typeInto(named('name'), ' Menon')).toBe(true);
    expect((named('name') as HTMLInputElement).value).toBe('Asha Menon');
    expect(seen).toEqual(['Asha Menon']);
    expect(typeInto(named('type'), 'x')).toBe(false);
  });
});
