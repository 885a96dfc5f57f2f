import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AppShell } from './app-shell';
import { RouteGate } from './route-gate';
import { routerPath, type AppRoute } from './route-table';
import { ShellFrame } from './shell-frame';

function screenOf(route: AppRoute): ComponentType {
  return route.screen ? lazy(route.screen) : ShellFrame;
}

/** The router's routes from the table: one layout, one gated child per row, unknown paths → home. */
export function createRoutes(table: readonly AppRoute[]): RouteObject[] {
  return [
    {
      element: <AppShell />,
      children: [
        ...table.map((route) => ({
          path: routerPath(route.path),
          handle: route,
          element: <RouteGate route={route} screen={screenOf(route)} />,
        })),
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}
