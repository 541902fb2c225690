import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'wouter';

/**
 * Whether the signed-in person may open a screen of their area, by its address. The app's shell answers it from
 * the areas table and the member's role (the table the server's roles enforce); outside a signed-in area every
 * address may be opened.
 */
const ReachableContext = createContext<(href: string) => boolean>(() => true);

export const ReachableLinksProvider = ReachableContext.Provider;

/** Whether this address opens a screen the signed-in person may see. */
export function useReachable(): (href: string) => boolean {
  return useContext(ReachableContext);
}

/** A link within the signed-in area, left out where it would lead to a screen outside the person's role. */
export function ReachableLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}): ReactNode {
  const reachable = useReachable();
  if (!reachable(href)) return null;
  return (
    <Link href={href} {...(className ? { className } : {})}>
      {children}
    </Link>
  );
}
