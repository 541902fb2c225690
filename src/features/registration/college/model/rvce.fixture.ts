import type { CollegeSuggestion } from '@/lib/api/registration-contract';

/** A college-search suggestion as the mock gives it (AICTE's R.V. College of Engineering), for tests. */
export const RVCE: CollegeSuggestion = {
  id: '1-44641783475',
  name: 'R.V. COLLEGE OF ENGINEERING',
  city: 'BANGALORE URBAN',
  address: 'R.V. VIDYANIKETAN POST, MYSORE ROAD, BANGALORE URBAN, Karnataka',
  university: 'Visvesvaraya Technological University, Belgaum',
  programs: [
    { branch: 'mech', sections: 3 },
    { branch: 'cse', sections: 8 },
  ],
};
