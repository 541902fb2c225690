import { lazy, Suspense, useState, type ComponentProps } from 'react';

const LogoutDialog = lazy(() =>
  import('./logout-dialog').then((module) => ({ default: module.LogoutDialog })),
);

/**
 * The logout confirmation, downloaded the first time it opens (dialogs stay out of the first load) and kept
 * mounted afterwards, so closing it restores focus like any other dialog.
 */
export function LazyLogoutDialog(props: ComponentProps<typeof LogoutDialog>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LogoutDialog {...props} />
    </Suspense>
  );
}
