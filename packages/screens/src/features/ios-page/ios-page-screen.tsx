import { selectLanguage, useTenantConfigQuery } from '@trading/api';
import { Button } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { useTenant } from '../../shared/context';
import { ScreenBar } from '../../shared/forms/screen-bar';
import { AddToHomeSteps } from './add-to-home-steps';
import { downloadImageFor } from './download-image-choice';
import { DownloadImageEn } from './download-image-en';
import { DownloadImagePt } from './download-image-pt';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.lg}px;
`;

/**
 * /iosPage: the download image for iPhone-type devices, and the landing page link; a tenant
 * with no landing page installs from Safari, so the page says how.
 */
export function IosPageScreen() {
  const intl = useIntl();
  const language = useSelector(selectLanguage);
  const { definition } = useTenant();
  const { data: config } = useTenantConfigQuery();
  const landingPageUrl = config ? config.landingPageUrl : definition.landingPageUrl;
  const image = downloadImageFor(language, definition.iosDownloadImage);
  return (
    <>
      <ScreenBar title="route.iosPage" />
      <Body>
        {image === 'en' ? <DownloadImageEn /> : <DownloadImagePt />}
        {landingPageUrl ? (
          <Button
            $variant="primary"
            $block
            onClick={() => window.open(landingPageUrl, '_blank', 'noopener,noreferrer')}
          >
            {intl.formatMessage({ id: 'account.openLandingPage' })}
          </Button>
        ) : (
          <AddToHomeSteps title={definition.title} />
        )}
      </Body>
    </>
  );
}
