import { NavBar } from '@trading/ui-kit';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useGoBack } from '../context';

/** The navigation bar of a sub-page: its title and a back arrow (home when there is no history). */
export function ScreenBar({ title, right }: { title: string; right?: ReactNode }) {
  const intl = useIntl();
  const goBack = useGoBack();
  return <NavBar title={intl.formatMessage({ id: title })} onBack={goBack} right={right} />;
}
