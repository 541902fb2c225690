import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import type { Area } from '@/lib/user-types';
import type { ScreenEntry, ScreenProps } from '@/ui/screen/screen-props';
import { AREA_SCREENS } from '../../areas/area-screens';

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

/** One lazy component per screen, made once: each screen stays a chunk of its own, loaded when first visited. */
const LAZY_SCREENS = new Map<ScreenEntry, Screen>(
  Object.values(AREA_SCREENS).flatMap((rows) =>
    rows.map(({ screen }) => [screen, lazy(screen.load)] as const),
  ),
);

/** The area's screens from the area table; the index and /dashboard (and /overview) show the overview. */
export function AreaRoutes({ area, notFound }: { area: Area; notFound: ReactNode }) {
  return (
    <Switch>
      {AREA_SCREENS[area].flatMap(({ paths: screenPaths, screen }) => {
        const Screen = LAZY_SCREENS.get(screen)!;
        return screenPaths.map((path) => (
          <Route key={path} path={path}>
            {(params) => <Screen params={params} />}
          </Route>
        ));
      })}
      <Route>{notFound}</Route>
    </Switch>
  );
}
