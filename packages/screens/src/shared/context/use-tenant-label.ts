import { selectLanguage } from '@trading/api';
import { labelIn, type TenantLabel } from '@trading/contract/tenant';
import { useCallback } from 'react';
import { useSelector } from 'react-redux';

/** Reads a tenant-data label (ID type, bank field) in the investor's language. */
export function useTenantLabel(): (item: TenantLabel) => string {
  const language = useSelector(selectLanguage);
  return useCallback((item: TenantLabel) => labelIn(item, language), [language]);
}
