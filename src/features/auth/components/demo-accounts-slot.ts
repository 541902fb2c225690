import { createContext, type ReactNode } from 'react';
import type { UserType } from '@/lib/user-types';

interface DemoAccountPick {
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

/** The demo's parts of the sign-in page. */
export interface DemoSignIn {
  /** Above the form, part of the page's HTML: what the demo is and its accounts' password. */
  note: () => ReactNode;
  /** Under the form: the seeded accounts, one press fills the form. */
  accounts: (props: DemoAccountsProps) => ReactNode;
}

/**
 * The sign-in page's demo parts. The app shell provides them in mock builds, so the auth feature never imports the
 * mock backend (docs/architecture.md); in a real build there are none.
 */
export const DemoAccountsSlot = createContext<DemoSignIn | null>(null);
