import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import type { Area } from '@/lib/user-types';
import type { ScreenEntry, ScreenProps } from '@/ui/screen/screen-props';
import { ReachableLinksProvider } from '@/ui/reachable-link';
import type { SessionMember } from '@/lib/api/session-contract';
import { memberMay } from '@/lib/committee/roles';
import { AREA_SCREENS } from '../../areas/area-screens';
import type { MenuItem } from '../../areas/dashboard-config';
import { NotInYourRole } from './not-in-your-role';

type LoadableScreen = ReturnType<typeof preloadableLazy<ScreenProps>>;

/**
 * One component per screen, made once: each screen stays a chunk of its own, loaded when first visited, and its
 * code can be asked for before the screen renders.
 */
const LOADABLE_SCREENS = new Map<ScreenEntry, LoadableScreen>(
  Object.values(AREA_SCREENS).flatMap((rows) =>
    rows.map(({ screen }) => [screen, preloadableLazy(screen.load)] as const),
  ),
);

/**
 * Loads the code of the area's screen at the current address, and tells when it is there (or failed to load: the
 * screen then reports it). The frame calls it while the session is checked, so the code and the check's answer
 * come in parallel, and it shows the screen only once its code is in: a screen mounted before would suspend and
 * React would keep its fallback on screen for at least 300 ms more.
 */
export function useScreenCode(area: Area): boolean {
  const [location] = useLocation();
  const { parser } = useRouter();
  const entry = AREA_SCREENS[area].find(({ paths: screenPaths }) =>
    screenPaths.some((path) => matchRoute(parser, path, location)[0]),
  );
  const code = entry && LOADABLE_SCREENS.get(entry.screen);
  const [settledAt, setSettledAt] = useState<string>();
  const ready = !code || code.isLoaded() || settledAt === location;
  useEffect(() => {
    if (ready || !code) return undefined;
    let current = true;
    void code
      .preload()
      .catch(() => undefined)
      .then(() => current && setSettledAt(location));
    return () => {
      current = false;
    };
  }, [ready, code, location]);
  return ready;
}

/** The area's screens from the area table; the index and /dashboard (and /overview) show the overview. */
export function AreaRoutes({
  area,
  member,
  menu,
  notFound,
}: {
  area: Area;
  /** A committee or team member: a screen their role does not include shows what it does include instead. */
  member: SessionMember | undefined;
  menu: readonly MenuItem[];
  notFound: ReactNode;
}) {
  const { parser } = useRouter();
  // A link to a screen of this area that the member's role does not include is left out (src/ui/reachable-link.tsx).
  const reachable = useCallback(
    (href: string) => {
      const path = href.split(/[?#]/)[0]!;
      const entry = AREA_SCREENS[area].find(({ paths: screenPaths }) =>
        screenPaths.some((screenPath) => matchRoute(parser, screenPath, path)[0]),
      );
      return memberMay(member, entry?.needs);
    },
    [area, member, parser],
  );
  return (
    <ReachableLinksProvider value={reachable}>
      <Switch>
        {AREA_SCREENS[area].flatMap(({ paths: screenPaths, screen, needs }) => {
          const Screen: ComponentType<ScreenProps> = LOADABLE_SCREENS.get(screen)!.Component;
          const allowed = memberMay(member, needs);
          return screenPaths.map((path) => (
            <Route key={path} path={path}>
              {(params) =>
                allowed ? (
                  <Screen params={params} />
                ) : (
                  <NotInYourRole member={member!} menu={menu} area={area} />
                )
              }
            </Route>
          ));
        })}
        <Route>{notFound}</Route>
      </Switch>
    </ReachableLinksProvider>
  );
}
