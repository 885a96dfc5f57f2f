import { createContext, useContext } from 'react';
import type { ConsoleTenant } from './console-tenant';

export const TenantContext = createContext<ConsoleTenant | null>(null);

export function useConsoleTenant(): ConsoleTenant {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useConsoleTenant outside ConsoleApp');
  return tenant;
}
