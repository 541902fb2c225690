import { HttpResponse } from 'msw';
import type { OwnProfile } from '@/lib/api/profile-contract';
import { PROFILE_API } from '@/lib/api/profile-endpoints';
import { profileCompleteness } from '@/lib/season/profile-completeness';
import type { MockAccount, MockState } from '../db/state';
import { mockStore } from '../db/store';
import { sharedThrough } from '../season/privacy';
import { collegeNameOf, collegeTimeZoneOf, studentLink } from '../season/season-lookup';
import { CANDIDATES_ONLY, requireAccount } from './access';
import { readBody } from './http/bodies';
import { route } from './http/route';
import { candidateProfileFor, resumeInfo } from './portal-views';

/** The candidate's own profile: what they may edit, and the placement cell's verified record, read-only. */
function ownProfile(state: MockState, account: MockAccount): OwnProfile {
  const profile = candidateProfileFor(state, account);
  const link = account.type === 'student-college' ? studentLink(state, account) : undefined;
  const resume = resumeInfo(state, account.id);
  const record = link?.record;
  return {
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    skills: profile.skills,
    discoverable: state.discoverable.includes(account.id),
    sharedWith: sharedThrough(state, account.id).map(({ companyId: _company, ...share }) => share),
    ...(resume ? { resume } : {}),
    ...(record && link
      ? {
          record: {
            ...record,
            collegeName: collegeNameOf(state, link.collegeId),
            collegeTimeZone: collegeTimeZoneOf(state, link.collegeId),
          },
        }
      : {}),
    completeness: profileCompleteness({
      hasRecord: Boolean(record),
      phone: profile.phone,
      skills: profile.skills,
      hasResume: Boolean(resume),
    }),
  };
}

/** GET /candidate/own-profile */
const read = route(PROFILE_API.ownProfile, async ({ cookies }) => {
  const { account } = await requireAccount(cookies, CANDIDATES_ONLY);
  return HttpResponse.json({ profile: ownProfile(await mockStore().read(), account) });
});

/** PATCH /candidate/own-profile: phone, skills, discoverability; the schema accepts no academic field. */
const update = route(PROFILE_API.updateOwnProfile, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, CANDIDATES_ONLY);
  const changes = await readBody(request, PROFILE_API.updateOwnProfile);
  return mockStore().update((state) => {
    let profile = state.candidates.find((entry) => entry.accountId === account.id);
    if (!profile) {
      profile = candidateProfileFor(state, account);
      state.candidates.push(profile);
    }
    if (changes.phone !== undefined) profile.phone = changes.phone;
    if (changes.skills)
      profile.skills = [...new Set(changes.skills.map((skill) => skill.trim()).filter(Boolean))];
    if (changes.discoverable !== undefined) {
      state.discoverable = state.discoverable.filter((id) => id !== account.id);
      if (changes.discoverable) state.discoverable.push(account.id);
    }
    return HttpResponse.json({ profile: ownProfile(state, account) });
  });
});

export const seasonProfileHandlers = [read, update];
