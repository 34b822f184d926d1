import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireSession } from './RequireSession';

const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const HomePage = lazy(() => import('../pages/home/HomePage'));
const ErrorPage = lazy(() => import('../pages/errors/ErrorPage'));

const page = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

export const routes: RouteObject[] = [
  { path: '/login', element: page(<LoginPage />) },
  { path: '/error/:code', element: page(<ErrorPage />) },
  { path: '/', element: <Navigate to="/home" replace /> },
  { path: '/home', element: <RequireSession>{page(<HomePage />)}</RequireSession> },
  { path: '*', element: <Navigate to="/error/404" replace /> },
];
