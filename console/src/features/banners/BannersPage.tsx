/**
 * Hotel › Banners (spec section 2): the card grid (two per row, at most 450
 * wide) with Add Banner. Each card shows the banner's image (English, else the
 * first) and whether it shows on TV and in the app. Drawer and tab in the URL
 * (?banner=3&tab=image).
 */
import { lazy } from 'react';
import styled from 'styled-components';
import { DEFAULT_LANGUAGE, LABEL, type Banner } from '@atoll/contract';
import { Card } from '@atoll/ui-kit';
import { ContentListPage, LazyDrawers } from '#app/ContentScreen.tsx';
import { useDrawerUrlState } from '#app/useDrawerUrlState.ts';
import { useListBannersQuery } from './api';
import { BANNER_TABS } from './bannerTabs';

// The drawers and their forms load on first open (LazyDrawers).
const BannerDrawers = lazy(() => import('./BannerDrawer').then((module) => ({ default: module.BannerDrawers })));

export const BANNERS_TITLE = 'Banners';
export const NO_BANNERS = 'No banners yet';
export const BANNER_TEXT = {
  onTv: 'Shown on TV',
  onApp: 'Shown in the app',
  hidden: 'Not shown on TV or in the app',
} as const;

const Flags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Flag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** The spec's icon for on TV / on app, with its words beside it (issue 18: labels, not bare icons). */
const Glyph = ({ d, label }: { d: string; label: string }) => (
  <Flag>
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
    {label}
  </Flag>
);
const TV = 'M3 5h18v12H3zM8 21h8M12 17v4';
const PHONE = 'M7 2h10v20H7zM11 18h2';

function BannerCard({ banner, onOpen }: { banner: Banner; onOpen: () => void }) {
  const image = banner.image.find((i) => i.language_code === DEFAULT_LANGUAGE) ?? banner.image[0];
  return (
    <Card title={banner.name} image={image?.thumb_url} onPress={onOpen} headingLevel={2}>
      <Flags>
        {banner.show_on_tv && <Glyph d={TV} label={BANNER_TEXT.onTv} />}
        {banner.show_on_app && <Glyph d={PHONE} label={BANNER_TEXT.onApp} />}
        {!banner.show_on_tv && !banner.show_on_app && <span>{BANNER_TEXT.hidden}</span>}
      </Flags>
    </Card>
  );
}

export default function BannersPage() {
  const url = useDrawerUrlState('banner', BANNER_TABS);
  const list = useListBannersQuery();
  return (
    <ContentListPage
      title={BANNERS_TITLE}
      addLabel={LABEL.addBanner}
      onAdd={url.openNew}
      list={list}
      renderCard={(banner) => <BannerCard key={banner.id} banner={banner} onOpen={() => url.open(banner.id)} />}
      nameOf={(banner) => banner.name}
      emptyTitle={NO_BANNERS}
      emptyHint={`Promote offers on the guest app and TVs with ${LABEL.addBanner}.`}
    >
      <LazyDrawers isOpen={url.drawer.kind !== 'closed'} onClose={url.close}>
        <BannerDrawers url={url} />
      </LazyDrawers>
    </ContentListPage>
  );
}
