import type { RouteObject } from 'react-router-dom';
import { routeList } from '../../shared/routes/paths';
import { FramedWhenSignedIn, MainLayout } from '../layout/MainLayout';
import { Guard } from './Guard';
import { RoutePage } from './RoutePage';

/** Pages drawn without the portal's frame: signing in. */
const bare = new Set<string>(['login', 'resetPwd']);
/** In the frame when signed in (a way on through the menu), alone when signed out. */
const framedWhenSignedIn = new Set<string>(['error']);

/**
 * Every route of the shared table, each drawing its own lazily loaded page module. The guard sits
 * above all of them, so `/`, unknown paths and redirecting routes are its to answer.
 */
export const routes: RouteObject[] = [
  {
    element: <Guard />,
    children: [
      ...routeList
        .filter((route) => bare.has(route.id))
        .map((route) => ({ path: route.path, element: <RoutePage id={route.id} /> })),
      ...routeList
        .filter((route) => framedWhenSignedIn.has(route.id))
        .map((route) => ({
          path: route.path,
          element: (
            <FramedWhenSignedIn>
              <RoutePage id={route.id} />
            </FramedWhenSignedIn>
          ),
        })),
      {
        element: <MainLayout />,
        children: routeList
          .filter((route) => !bare.has(route.id) && !framedWhenSignedIn.has(route.id))
          .map((route) => ({ path: route.path, element: <RoutePage id={route.id} /> })),
      },
      { path: '*', element: null },
    ],
  },
];
