import { createContext, useContext, type ReactNode } from 'react';
import type { ScreensTenant } from './screens-tenant';

const TenantContext = createContext<ScreensTenant | null>(null);

/** The app injects its build's tenant once; screens read rules and assets from it as data. */
export function TenantProvider({
  tenant,
  children,
}: {
  tenant: ScreensTenant;
  children: ReactNode;
}) {
  return <TenantContext.Provider value={tenant}>{children}</TenantContext.Provider>;
}

export function useTenant(): ScreensTenant {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant() needs a <TenantProvider> above it');
  return tenant;
}
