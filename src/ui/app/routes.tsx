import type { RouteObject } from 'react-router-dom';
import { routeList } from '../../shared/routes/paths';
import { MainLayout } from '../layout/MainLayout';
import { Guard } from './Guard';
import { RoutePage } from './RoutePage';

/** Pages drawn without the portal's frame: signing in and the error pages. */
const bare = new Set<string>(['login', 'resetPwd', 'error']);

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
      {
        element: <MainLayout />,
        children: routeList
          .filter((route) => !bare.has(route.id))
          .map((route) => ({ path: route.path, element: <RoutePage id={route.id} /> })),
      },
      { path: '*', element: null },
    ],
  },
];
