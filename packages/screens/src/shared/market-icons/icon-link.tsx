import { IconButton } from '@trading/ui-kit';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

/** An icon that opens a page, named by a message id (the icon itself is decorative). */
export function IconLink({
  to,
  label,
  children,
}: {
  to: string;
  label: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <IconButton as={Link} to={to} aria-label={intl.formatMessage({ id: label })}>
      {children}
    </IconButton>
  );
}
