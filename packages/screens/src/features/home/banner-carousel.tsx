import { useImageCarouselQuery } from '@trading/api';
import { BANNER_AUTOPLAY_MS, Swiper, useImageSource } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useOpenLink } from '../../shared/link-target/use-open-link';

const Frame = styled.div`
  margin: 0 ${({ theme }) => theme.space.lg}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg}px;
  aspect-ratio: 750 / 300;
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

const Slide = styled.button.attrs({ type: 'button' })`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  img {
    display: block;
    width: 100%;
    height: 100%;
    aspect-ratio: 750 / 300;
    object-fit: cover;
  }
`;

/** The banner carousel, autoplaying every 3000 ms; a tap follows the banner's link. */
export function BannerCarousel() {
  const intl = useIntl();
  const openLink = useOpenLink();
  const { data: banners = [] } = useImageCarouselQuery();
  // The frame keeps its height while banners load, so nothing below jumps.
  return (
    <Frame>
      {banners.length > 0 && (
        <Swiper
          autoplay={BANNER_AUTOPLAY_MS}
          slides={banners.map((banner, i) => (
            <Slide
              key={i}
              aria-label={intl.formatMessage({ id: 'home.banner' }, { position: i + 1 })}
              onClick={() => openLink(banner.link)}
            >
              <BannerImage url={banner.imageUrl} first={i === 0} />
            </Slide>
          ))}
        />
      )}
    </Frame>
  );
}

/**
 * The first banner is the largest thing on a server-rendered home: the page carries it inline
 * when it is small, else it is asked for first, ahead of the scripts; either way it is drawn in
 * the frame it arrives for rather than a later one (behind the app's first script). The others
 * (off screen until the carousel turns) load after everything else, with no preload.
 */
function BannerImage({ url, first }: { url: string; first: boolean }) {
  return (
    <img
      src={useImageSource(url)}
      alt=""
      width={750}
      height={300}
      fetchPriority={first ? 'high' : 'low'}
      decoding={first ? 'sync' : 'async'}
    />
  );
}
