import { NavBar } from '@trading/ui-kit';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useGoBack } from '../context';

/** The frame every offering screen shares: its route title with a back arrow, then the content. */
export function OfferingScreen({
  titleId,
  right,
  children,
}: {
  titleId: string;
  right?: ReactNode;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const goBack = useGoBack();
  return (
    <>
      <NavBar
        title={intl.formatMessage({ id: titleId })}
        onBack={goBack}
        backLabel={intl.formatMessage({ id: 'ui.back' })}
        right={right}
      />
      {children}
    </>
  );
}
