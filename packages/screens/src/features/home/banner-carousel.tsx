import { useImageCarouselQuery } from '@trading/api';
import { BANNER_AUTOPLAY_MS, Swiper } from '@trading/ui-kit';
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
              {/* The first banner is the largest thing on a server-rendered home: asked for
                  first, ahead of the scripts, and drawn in the frame it arrives for rather than
                  a later one (behind the app's first script); the others (off screen until the
                  carousel turns) after everything else, with no preload. */}
              <img
                src={banner.imageUrl}
                alt=""
                width={750}
                height={300}
                fetchPriority={i === 0 ? 'high' : 'low'}
                decoding={i === 0 ? 'sync' : 'async'}
              />
            </Slide>
          ))}
        />
      )}
    </Frame>
  );
}
