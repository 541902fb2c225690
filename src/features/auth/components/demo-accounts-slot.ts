import { createContext, type ReactNode } from 'react';
import type { UserType } from '@/lib/user-types';

export interface DemoAccountPick {
  type: UserType;
  email: string;
  password: string;
}

export interface DemoAccountsProps {
  /** Only accounts of this type (the college and company sign-in pages). */
  fixedType?: UserType | undefined;
  /** Fills the sign-in form with the picked account. */
  onPick: (account: DemoAccountPick) => void;
}

/**
 * The sign-in page's list of demo accounts. The app shell provides it in mock builds, so the auth feature never
 * imports the mock backend (docs/architecture.md); in a real build there is none.
 */
export const DemoAccountsSlot = createContext<((props: DemoAccountsProps) => ReactNode) | null>(null);
