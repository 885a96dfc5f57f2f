import { BottomSheet, Button } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `0 ${theme.space.lg}px ${theme.space.lg}px`};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeMd}px;
`;

export interface InstallOfferSheetProps {
  open: boolean;
  /** The tenant's title, as the home screen will name the app. */
  title: string;
  onInstall: () => void;
  onDismiss: () => void;
}

/** The offer itself: what installing gives, Install, and Not now (closing it says no too). */
export default function InstallOfferSheet({
  open,
  title,
  onInstall,
  onDismiss,
}: InstallOfferSheetProps) {
  const intl = useIntl();
  return (
    <BottomSheet
      open={open}
      onClose={onDismiss}
      title={intl.formatMessage({ id: 'install.title' })}
    >
      <Body>
        <Text>{intl.formatMessage({ id: 'install.body' }, { title })}</Text>
        <Button $variant="primary" $block onClick={onInstall}>
          {intl.formatMessage({ id: 'install.accept' })}
        </Button>
        <Button $variant="text" $block onClick={onDismiss}>
          {intl.formatMessage({ id: 'install.dismiss' })}
        </Button>
      </Body>
    </BottomSheet>
  );
}
