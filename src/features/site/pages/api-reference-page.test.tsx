import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_TABLES } from '@/lib/api/endpoint-registry';
import { rulesOf } from '../api-reference/openapi-model';
import ApiReferencePage from './api-reference-page';

describe('the API reference page', () => {
  it('shows every call of the contract with its method and path', () => {
    render(<ApiReferencePage />);
    const headings = new Set(
      screen
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent?.replace(/\s+/g, ' ')),
    );
    const calls = ENDPOINT_TABLES.flatMap(({ endpoints }) =>
      Object.values(endpoints).map(
        (entry) => `${entry.method} ${entry.path.replace(/:([A-Za-z]+)/g, '{$1}')}`,
      ),
    );
    expect(calls.filter((call) => !headings.has(call))).toEqual([]);
  }, 15_000);

  it("lists a request body's fields with their rules, and the refusals with their codes", () => {
    render(<ApiReferencePage />);
    const login = screen.getByRole('article', { name: 'POST /user/login' });
    const fields = within(login).getByRole('table', { name: 'Request body of POST /user/login' });
    expect(within(fields).getByRole('row', { name: /^password/ }).textContent).toMatch(/1 to 128 characters/);
    expect(within(login).queryByText('too_many_attempts')).not.toBeNull();
  }, 15_000);

  it('says rules in words', () => {
    expect(rulesOf({ type: 'string', minLength: 1, maxLength: 1 })).toEqual(['1 to 1 character']);
    expect(rulesOf({ type: 'integer', minimum: 1, maximum: 500 })).toEqual(['1 to 500']);
    expect(rulesOf({ type: 'string', enum: ['open', 'closed'] })).toEqual(['one of "open", "closed"']);
  });
});
