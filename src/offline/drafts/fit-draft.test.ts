import { describe, expect, it } from 'vitest';
import { fitDraft } from './fit-draft';

const blank = {
  name: '',
  strength: '',
  contacts: [{ name: '', email: '' }],
  branches: { cse: { offered: false, sections: '' } },
  acknowledge: false,
  resume: '',
};

describe('fitting a restored draft to the form', () => {
  it('keeps what still fits, optional values and files included', () => {
    const file = new File(['%PDF'], 'cv.pdf');
    const stored = {
      ...blank,
      name: 'Asha',
      contacts: [
        { name: 'Ravi', email: 'r@x.in' },
        { name: 'Meera', email: '' },
      ],
      resume: file,
      verifiedEmails: { email: 'r@x.in' },
    };
    expect(fitDraft(stored, blank)).toEqual({ values: stored, dropped: [] });
  });

  it('drops a value of another kind for the blank one, and names it', () => {
    const stored = {
      name: 'Asha',
      strength: 1500,
      contacts: 'Ravi',
      branches: { cse: { offered: 'yes', sections: '4' } },
    };
    const { values, dropped } = fitDraft(stored, blank);
    expect(dropped).toEqual(['strength', 'contacts', 'branches.cse.offered']);
    expect(values).toEqual({
      ...blank,
      name: 'Asha',
      branches: { cse: { offered: false, sections: '4' } },
    });
  });

  it('fits each row of a list to the blank row; reads anything without throwing', () => {
    expect(fitDraft({ contacts: [{ name: 7 }, null] }, blank)).toEqual({
      values: {
        ...blank,
        contacts: [
          { name: '', email: '' },
          { name: '', email: '' },
        ],
      },
      dropped: ['contacts[0].name'],
    });
    expect(fitDraft('not a draft', blank)).toEqual({ values: blank, dropped: [''] });
    expect(fitDraft(undefined, blank)).toEqual({ values: blank, dropped: [] });
  });
});
