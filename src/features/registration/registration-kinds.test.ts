import { describe, expect, it } from 'vitest';
import { candidateFormId } from './candidate/model/candidate-registration';
import { registrationKindFor } from './registration-kinds';

describe('registration kinds by form id (how the outbox finds a queued entry)', () => {
  it('knows all five forms, each at its own endpoint', () => {
    const ids = [
      'college',
      'company',
      candidateFormId('student-college'),
      candidateFormId('jobseeker-fresher'),
      candidateFormId('working-professional'),
    ];
    const kinds = ids.map(registrationKindFor);
    expect(kinds.map((kind) => kind?.formId)).toEqual(ids);
    expect(kinds.map((kind) => kind?.endpoint.path)).toEqual([
      '/college/submit',
      '/company/form',
      '/register',
      '/register',
      '/register',
    ]);
  });
  it('knows nothing else', () => {
    expect(registrationKindFor('register:company')).toBeUndefined();
  });
});
