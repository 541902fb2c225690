import type { ComponentType } from 'react';
import type { UserType } from '@/lib/user-types';

/** What every dashboard page receives from the area routes: the path's parameters (e.g. a job id). */
export interface ScreenProps {
  params: Record<string, string | undefined>;
}

/** A screen's name in the menus: one for everyone, or one by who is signed in ('Professional Resume'). */
export type ScreenLabel = string | ((userType: UserType) => string);

/**
 * A screen a feature offers the app (in its public.ts): the module that draws it, loaded only when its route is
 * visited (one chunk per screen), and, for a screen a menu lists, its name there.
 */
export interface ScreenEntry {
  load: () => Promise<{ default: ComponentType<ScreenProps> }>;
  label?: ScreenLabel;
}

/** A screen a menu can list: one with a name. */
export type MenuScreen = ScreenEntry & { label: ScreenLabel };

/** The screen's name for this user type. */
export const screenLabelFor = (label: ScreenLabel, userType: UserType): string =>
  typeof label === 'string' ? label : label(userType);
