import { CANDIDATE_TYPES } from '../user-types';
import { endpoint } from './endpoint';
import { OwnProfileResponseSchema, OwnProfileUpdateSchema } from './profile-contract';

/**
 * The candidate's own profile (docs/api.md, 'Own profile'): reading and updating it. One entry each, used by the
 * client and the mock backend alike.
 */
export const PROFILE_API = {
  ownProfile: endpoint({
    method: 'GET',
    path: '/candidate/own-profile',
    summary: "The candidate's own profile and how complete it is.",
    response: OwnProfileResponseSchema,
    access: CANDIDATE_TYPES,
  }),
  updateOwnProfile: endpoint({
    method: 'PATCH',
    path: '/candidate/own-profile',
    summary: "Updates the candidate's own profile.",
    body: { kind: 'json', schema: OwnProfileUpdateSchema },
    response: OwnProfileResponseSchema,
    access: CANDIDATE_TYPES,
  }),
};
