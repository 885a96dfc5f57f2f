import type { SecurityNotification } from '@trading/contract';
import { IconButton } from '@trading/ui-kit';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';

/** Long enough to read and reach the link; the notification list keeps it afterwards. */
export const NOTIFICATION_TOAST_MS = 8_000;

// Unlike ui-kit's toast this one takes taps (its link), so it sits at the top, out of the way.
const Bar = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space.sm}px;
  left: ${({ theme }) => theme.space.sm}px;
  right: ${({ theme }) => theme.space.sm}px;
  z-index: 3000;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: rgba(0, 0, 0, 0.85);
  color: #ffffff;
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

const Text = styled.span`
  flex: 1;
  min-width: 0;
`;

const View = styled(Link)`
  color: #ffffff;
  font-weight: 600;
  text-decoration: underline;
`;

const Close = styled(IconButton)`
  color: #ffffff;
`;

/** "DANGCEM: your price alert was reached · View" (or an order's end): the link opens the stock. */
export function NotificationToast({
  notification,
  text,
  onClose,
}: {
  notification: SecurityNotification;
  text: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  useEffect(() => {
    const timer = setTimeout(onClose, NOTIFICATION_TOAST_MS);
    return () => clearTimeout(timer);
  }, [notification, onClose]);
  return (
    <Bar role="status">
      <Text>{text}</Text>
      {notification.stockId !== null && (
        <View to={`/stock/${notification.stockId}`} onClick={onClose}>
          {intl.formatMessage({ id: 'alert.view' })}
        </View>
      )}
      <Close aria-label={intl.formatMessage({ id: 'ui.close' })} onClick={onClose}>
        ×
      </Close>
    </Bar>
  );
}
