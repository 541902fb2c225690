/**
 * The drafts the season's forms keep on this device (src/offline/drafts), one per form: what was typed comes back
 * after a reload or a crash until the server takes it. An edit's and an offer's drafts are per drive and applicant.
 */
export const SEASON_DRAFTS = {
  newDrive: 'season:new-drive',
  proposal: 'season:proposal',
  editDrive: (driveId: string) => `season:edit-drive:${driveId}`,
  policy: 'season:policy',
  offer: (applicationId: string) => `season:offer:${applicationId}`,
} as const;
