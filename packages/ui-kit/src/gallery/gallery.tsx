import type { TenantTokens } from '@trading/contract/tenant';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';
import { Cell, CellGroup } from '../cell/cell';
import { Empty } from '../empty/empty';
import { ErrorPanel } from '../error-panel/error-panel';
import { NavBar } from '../nav-bar/nav-bar';
import { ChangeText, PriceText } from '../price-text/price-text';
import { PullRefresh } from '../pull-refresh/pull-refresh';
import { QRCode } from '../qr-code/qr-code';
import { Skeleton } from '../skeleton/skeleton';
import { Swiper } from '../swiper/swiper';
import { TabBar } from '../tab-bar/tab-bar';
import { Tabs } from '../tabs/tabs';
import { UiTextProvider, type UiText } from '../text/ui-text';
import { UiThemeProvider } from '../theme/ui-theme-provider';
import { ToastProvider } from '../toast/toast-provider';
import {
  FormDemos,
  InfiniteListDemo,
  OverlayDemos,
  SkeletonForeverDemo,
  StateListDemo,
  SwipeCellDemo,
  ToastDemos,
  UploaderDemo,
} from './demos';
import { bannerImages } from './sample-images';

export interface GalleryProps {
  /** The tenant's tokens, e.g. chosen by `?tenant=ngn` on the dev-only /__gallery route. */
  tokens: TenantTokens;
  /** Translated kit texts, to review a language. */
  text?: Partial<UiText>;
  title?: ReactNode;
}

const Page = styled.main`
  padding-bottom: 120px;
`;

const Section = styled.section`
  border-bottom: 8px solid ${({ theme }) => theme.color.surface};
`;

const Heading = styled.h2`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.lg}px ${theme.space.xs}px`};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.lg}px;
`;

// A transform makes the fixed TabBar position against this box instead of the viewport.
const FixedFrame = styled.div`
  position: relative;
  height: 64px;
  transform: translateZ(0);
`;

const ListFrame = styled.div`
  height: 320px;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  margin: 0 ${({ theme }) => theme.space.lg}px;
`;

const Banner = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 5 / 2;
`;

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section aria-label={title}>
      <Heading>{title}</Heading>
      {children}
    </Section>
  );
}

function TabsDemo() {
  const [active, setActive] = useState(0);
  return (
    <Tabs
      aria-label="Market"
      items={[
        { title: 'Index' },
        { title: 'NSENG' },
        { title: 'Rising' },
        { title: 'Falling' },
        { title: 'US' },
      ]}
      active={active}
      onChange={setActive}
    >
      <Row>Panel {active}</Row>
    </Tabs>
  );
}

function TabBarDemo() {
  const [current, setCurrent] = useState(0);
  const items = ['Home', 'Market', 'Favorite', 'Position', 'Account'].map((label) => ({
    label,
    to: `#${label.toLowerCase()}`,
  }));
  return (
    <FixedFrame>
      <TabBar
        aria-label="Main"
        items={items}
        current={current}
        onNavigate={(_, index) => setCurrent(index)}
      />
    </FixedFrame>
  );
}

/** Every ui-kit primitive in its states on one page, for designers to review a tenant. */
export function Gallery({ tokens, text = {}, title = 'UI kit gallery' }: GalleryProps) {
  return (
    <UiThemeProvider tokens={tokens}>
      <UiTextProvider text={text}>
        <ToastProvider>
          <NavBar title={title} onBack={() => window.history.back()} />
          <Page>
            <Block title="Buttons">
              <Row>
                <Button $variant="primary">Primary</Button>
                <Button>Default</Button>
                <Button $variant="danger">Danger</Button>
                <Button $variant="text">Text</Button>
                <Button $variant="primary" disabled>
                  Disabled
                </Button>
              </Row>
            </Block>
            <Block title="Tabs and tab bar">
              <TabsDemo />
              <TabBarDemo />
            </Block>
            <Block title="Cells, prices and changes">
              <CellGroup title="Indices">
                <Cell
                  title="NGX ASI"
                  label="Up (change 0 counts as up)"
                  value={<ChangeText value="0" />}
                />
                <Cell
                  title="ACME"
                  label="Down"
                  value={<PriceText value="1234.565" sign="₦" change="-1.2" />}
                  onClick={() => {}}
                  isLink
                />
                <Cell title="Flat zero" value={<ChangeText value="0" percent />} />
                <Cell title="Percent" value={<ChangeText value="3.14159" percent />} />
              </CellGroup>
              <SwipeCellDemo />
            </Block>
            <Block title="Forms">
              <FormDemos />
            </Block>
            <Block title="Overlays">
              <OverlayDemos />
            </Block>
            <Block title="Toasts and copy">
              <ToastDemos />
            </Block>
            <Block title="Uploader">
              <UploaderDemo />
            </Block>
            <Block title="List states">
              <Skeleton rows={2} />
              <SkeletonForeverDemo />
              <Empty />
              <ErrorPanel onRetry={() => {}} />
              <StateListDemo fail />
              <StateListDemo fail={false} />
            </Block>
            <Block title="Infinite list with pull-to-refresh">
              <ListFrame>
                <InfiniteListDemo />
              </ListFrame>
            </Block>
            <Block title="Pull-to-refresh (1 s)">
              <PullRefresh onRefresh={() => new Promise((resolve) => setTimeout(resolve, 1000))}>
                <Row>Pull this area down</Row>
              </PullRefresh>
            </Block>
            <Block title="Banner carousel">
              <Row>
                <Swiper
                  slides={bannerImages.map((src, i) => (
                    <Banner key={src} src={src} alt={`Banner ${i + 1}`} />
                  ))}
                />
              </Row>
            </Block>
            <Block title="QR code">
              <Row>
                <QRCode value="TXYZ1234567890" label="USDT deposit address" />
              </Row>
            </Block>
          </Page>
        </ToastProvider>
      </UiTextProvider>
    </UiThemeProvider>
  );
}
