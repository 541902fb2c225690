import type { UserType } from '@/lib/user-types';

/** The resume screen's name, in the menu and on the screen: a working professional keeps a professional resume. */
export const resumeLabelFor = (userType: UserType | null | undefined): string =>
  userType === 'working-professional' ? 'Professional Resume' : 'Resume';
