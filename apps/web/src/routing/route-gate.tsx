import { selectSessionEnded } from '@trading/api';
import { loginReturn } from '@trading/screens/context';
import type { ComponentType } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { useIsLoggedIn } from '../session/use-is-logged-in';
import { useTenantAccess } from '../tenant/use-tenant-access';
import { routeRedirect } from './route-redirect';
import type { AppRoute } from './route-table';

export interface RouteGateProps {
  route: AppRoute;
  screen: ComponentType;
}

/** Applies the route's rules (tenant access, login) before its screen renders. */
export function RouteGate({ route, screen: Screen }: RouteGateProps) {
  const access = useTenantAccess();
  const loggedIn = useIsLoggedIn();
  const sessionEnded = useSelector(selectSessionEnded);
  const location = useLocation();
  const redirect = routeRedirect(route, access, loggedIn);
  if (redirect) {
    return <Navigate to={redirect} replace state={loginReturn(location, sessionEnded)} />;
  }
  return <Screen />;
}
