import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AppShell } from './app-shell';
import { RouteGate } from './route-gate';
import { routerPath, type AppRoute } from './route-table';
import { ShellFrame } from './shell-frame';

/** A screen loaded before the first render (see app/early-loads.ts). */
export interface LoadedScreen {
  route: AppRoute;
  component: ComponentType;
}

function screenOf(route: AppRoute, loaded: LoadedScreen | null): ComponentType {
  // Already loaded, the screen renders at once instead of suspending on its lazy wrapper.
  if (loaded?.route === route) return loaded.component;
  return route.screen ? lazy(route.screen) : ShellFrame;
}

/** The router's routes from the table: one layout, one gated child per row, unknown paths → home. */
export function createRoutes(
  table: readonly AppRoute[],
  loaded: LoadedScreen | null = null,
): RouteObject[] {
  return [
    {
      element: <AppShell />,
      children: [
        ...table.map((route) => ({
          path: routerPath(route.path),
          handle: route,
          element: <RouteGate route={route} screen={screenOf(route, loaded)} />,
        })),
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}
