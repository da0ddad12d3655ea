/**
 * The TV display page (issue 20) as a lobby screen shows it: the real page (startTvDisplay, tv.css) on a
 * 1920x1080 or a 3840x2160 screen, over the fake clock and server of testing.ts, with real pictures (data: URLs)
 * and the map's tiles from the mocks' /map-tiles. Each play moves the clock and reads what a person sees.
 */
import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { iconSvg, MAP_DRAWN_TILES_ATTRIBUTION, type IconKey, type TvManifest } from '@atoll/contract';
import { handlers } from '@atoll/mocks';
import { MAX_EVENTS_SHOWN, startTvDisplay, type TvDisplay } from './display';
import { banner, event, fakeClock, fakeServer, manifest, memoryStorage, place, START, TOKEN, tvMap } from './testing';
import { TV_TEXT } from './text';
import tvCss from './tv.css?inline';

const svg = (body: string, width = 1920, height = 960) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`)}`;
/** A banner picture: sky, sea and a sun in the banner's colours. */
const picture = (sky: string, sea: string) =>
  svg(`<rect width="1920" height="960" fill="${sky}"/><circle cx="1400" cy="420" r="160" fill="#ffd166"/><rect y="560" width="1920" height="400" fill="${sea}"/>`);
const icon = (key: IconKey) => `data:image/svg+xml,${encodeURIComponent(iconSvg(key))}`;
/** A resort plan for the overlay: an island, a jetty and villas. */
const plan = svg(
  '<ellipse cx="200" cy="150" rx="170" ry="110" fill="#f3e2b3"/><ellipse cx="200" cy="150" rx="125" ry="75" fill="#79b86a"/><rect x="190" y="240" width="20" height="60" fill="#8a6a44"/>',
  400,
  300,
);

const withPicture = (b: ReturnType<typeof banner>, url: string) => ({ ...b, images: [{ ...b.images[0]!, url }] });
const EVENTS = [event(7, 'Live Band', '19:00', '21:00'), event(8, 'Beach Movie', '21:30', '23:00')];
const playing = manifest('banners', {
  banners: [withPicture(banner(1, 'Sunset Cruise'), picture('#f4845f', '#1d6f8a')), withPicture(banner(2, 'Spa Week'), picture('#9bc1bc', '#3d5a80'))],
  events: EVENTS,
});
/** Malé: the resort's plan, three key places with their icons, and the lobby TV between them. */
const withMap = manifest('map', {
  tv: { id: 1, name: 'Lobby', lat: 4.1748, lng: 73.5081 },
  events: EVENTS,
  map: tvMap({
    center: { lat: 4.1752, lng: 73.5089 },
    lat_diff: 0.01,
    overlay: { top_left: { lat: 4.1785, lng: 73.5035 }, bottom_right: { lat: 4.172, lng: 73.5143 }, images: [{ url: plan, hash: 'plan', language_code: 'en', width: 400, height: 300 }] },
    places: [
      place(1, 'Main Jetty', 4.1724, 73.5089, { icon_url: icon('boat'), icon_background: '#2B6CB0' }),
      place(2, 'Lagoon Spa', 4.1768, 73.5062, { icon_url: icon('spa'), icon_background: '#B83280' }),
      place(3, 'Reef Restaurant', 4.1761, 73.5118, { icon_url: icon('restaurant'), icon_background: '#C05621' }),
    ],
  }),
});

/** What the play drives: the page's clock and server. */
let running: { clock: ReturnType<typeof fakeClock>; server: ReturnType<typeof fakeServer>; display: TvDisplay } | null = null;

interface TvPageProps {
  /** The screen: the page fits its 1920x1080 canvas to it with one transform. */
  width: number;
  height: number;
  manifest: TvManifest;
  /** How the server answers from the start. */
  server?: 'up' | 'gone';
}

/** The page on a screen of `width` x `height`: its fixed stage is held to the box (a transformed box contains it). */
function TvPage({ width, height, manifest: initial, server: mode = 'up' }: TvPageProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // tv.css styles html and body for a screen of its own: it is there only while the page is.
    const style = document.createElement('style');
    style.textContent = tvCss;
    document.head.append(style);
    const clock = fakeClock(START);
    const server = fakeServer(initial);
    server.state.mode = mode;
    const display = startTvDisplay({
      root: ref.current!,
      token: TOKEN,
      fetch: server.fetch,
      now: clock.now,
      setTimeout: clock.setTimeout,
      clearTimeout: clock.clearTimeout,
      storage: memoryStorage(),
      version: 'tv-story',
      build: null,
      reload: () => {},
      viewport: () => ({ width, height, pixelRatio: 1 }),
      wakeLock: null,
      document: Object.assign(new EventTarget(), { visibilityState: 'visible' }) as unknown as Document,
    });
    running = { clock, server, display };
    return () => {
      display.stop();
      style.remove();
      running = null;
    };
  }, [width, height, initial, mode]);
  return (
    <div style={{ width, height, position: 'relative', overflow: 'hidden', transform: 'translateZ(0)' }}>
      <div ref={ref} />
    </div>
  );
}

const meta = {
  title: 'Console/TvDisplay',
  component: TvPage,
  tags: ['autodocs'],
  args: { width: 1920, height: 1080, manifest: playing },
  // The mocks draw the map's tiles (GET /map-tiles/{z}/{x}/{y}); the manifest comes from the fake server.
  parameters: { layout: 'fullscreen', msw: { handlers } },
} satisfies Meta<typeof TvPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = async () => {
  await waitFor(() => expect(running).not.toBeNull());
  return running!;
};
/** The slide on screen once its fade has finished (axe then sees it as a person does). */
async function slideShowing(canvas: HTMLElement, text: string) {
  await waitFor(() => expect(within(canvas.querySelector<HTMLElement>('.tv-slide--shown')!).getByText(text)).toBeVisible());
  await waitFor(() => expect(getComputedStyle(canvas.querySelector('.tv-slide--shown')!).opacity).toBe('1'));
}

/** The show_on_tv banners, each with its picture, one after the other every 10 seconds. */
export const BannersRotating: Story = {
  play: async ({ canvasElement }) => {
    const { clock } = await page();
    await clock.advance(0);
    await slideShowing(canvasElement, 'Sunset Cruise');
    await expect(canvasElement.querySelector<HTMLImageElement>('.tv-slide--shown img')!.naturalWidth).toBe(1920);
    await expect(within(canvasElement).getByText('Coral Atoll Resort')).toBeVisible();
    // The header's clock, in the property's time (the fallback slide that showed before the manifest came has it too).
    const header = within(canvasElement.querySelector<HTMLElement>('.tv-header')!);
    await expect(header.getByText('18:05')).toBeVisible();
    await clock.advance(10_000);
    await slideShowing(canvasElement, 'Spa Week');
    await waitFor(() => expect(within(canvasElement).getByText('Sunset Cruise')).not.toBeVisible());
  },
};

/** After the banners, 'Today' with today's events and their times. */
export const TodayWithEvents: Story = {
  play: async ({ canvasElement }) => {
    const { clock } = await page();
    await clock.advance(20_000);
    await slideShowing(canvasElement, TV_TEXT.today);
    await expect(within(canvasElement).getByText('Live Band')).toBeVisible();
    await expect(within(canvasElement).getByText('19:00–21:00')).toBeVisible();
    await expect(within(canvasElement).getByText('Beach Movie')).toBeVisible();
  },
};

/** More events than a screen holds: the first MAX_EVENTS_SHOWN and 'and N more'. */
export const LongEventList: Story = {
  args: { manifest: manifest('long', { events: Array.from({ length: MAX_EVENTS_SHOWN + 3 }, (_, i) => event(i + 1, `Activity ${i + 1}`, `${String(8 + i).padStart(2, '0')}:00`, `${String(9 + i).padStart(2, '0')}:00`)) }) },
  play: async ({ canvasElement }) => {
    const { clock } = await page();
    await clock.advance(0);
    await slideShowing(canvasElement, TV_TEXT.today);
    await expect(within(canvasElement).getByText(`Activity ${MAX_EVENTS_SHOWN}`)).toBeVisible();
    await expect(within(canvasElement).queryByText(`Activity ${MAX_EVENTS_SHOWN + 1}`)).toBeNull();
    await expect(within(canvasElement).getByText(TV_TEXT.more(3))).toBeVisible();
  },
};

/** The property's map after Today: tiles, the plan, key places with their names, 'You are here' and the attribution. */
export const MapSlide: Story = {
  args: { manifest: withMap },
  play: async ({ canvasElement }) => {
    const { clock } = await page();
    await clock.advance(0);
    await slideShowing(canvasElement, TV_TEXT.today);
    await clock.advance(10_000);
    await slideShowing(canvasElement, TV_TEXT.map);
    const map = within(canvasElement.querySelector<HTMLElement>('.tv-slide--shown')!);
    for (const name of ['Main Jetty', 'Lagoon Spa', 'Reef Restaurant', TV_TEXT.youAreHere, MAP_DRAWN_TILES_ATTRIBUTION]) await expect(map.getByText(name)).toBeVisible();
    // Every tile and the plan arrived (the mocks' drawn tiles): no hole in the map.
    const pictures = [...canvasElement.querySelectorAll<HTMLImageElement>('.tv-map__tile:not([hidden]), .tv-map__overlay')];
    await expect(pictures.length).toBeGreaterThan(30);
    for (const img of pictures) await expect(img.naturalWidth, img.src.slice(0, 40)).toBeGreaterThan(0);
  },
};

/** The same map on a 4K screen: the 1920x1080 canvas scaled by 2, labels twice as tall. */
export const MapSlideAt4K: Story = {
  args: { manifest: withMap, width: 3840, height: 2160 },
  play: async ({ canvasElement }) => {
    const { clock } = await page();
    await clock.advance(10_000);
    await slideShowing(canvasElement, TV_TEXT.map);
    const canvas = canvasElement.querySelector('.tv-canvas')!.getBoundingClientRect();
    await expect([canvas.width, canvas.height]).toEqual([3840, 2160]);
    const label = within(canvasElement).getByText('Main Jetty').getBoundingClientRect();
    await expect(label.height).toBeGreaterThanOrEqual(100);
  },
};

/** 'Today' on a 4K screen fills it edge to edge. */
export const TodayAt4K: Story = {
  args: { width: 3840, height: 2160 },
  play: async ({ canvasElement }) => {
    const { clock } = await page();
    await clock.advance(20_000);
    await slideShowing(canvasElement, TV_TEXT.today);
    const canvas = canvasElement.querySelector('.tv-canvas')!.getBoundingClientRect();
    await expect([canvas.width, canvas.height]).toEqual([3840, 2160]);
    await expect(within(canvasElement).getByText('Live Band')).toBeVisible();
  },
};

/** Nothing to show: the property's name and a big clock. */
export const Fallback: Story = {
  args: { manifest: manifest('empty') },
  play: async ({ canvasElement }) => {
    const { clock } = await page();
    await clock.advance(0);
    await slideShowing(canvasElement, '18:05');
    await expect(within(canvasElement.querySelector<HTMLElement>('.tv-slide--shown')!).getByRole('heading', { hidden: true })).toHaveTextContent('Coral Atoll Resort');
    await clock.advance(60_000);
    await slideShowing(canvasElement, '18:06');
  },
};

/** A renewed or revoked link: the page says so, and never shows an error. */
export const InvalidLink: Story = {
  args: { server: 'gone' },
  play: async ({ canvasElement }) => {
    const { clock } = await page();
    await clock.advance(0);
    await slideShowing(canvasElement, TV_TEXT.invalidTitle);
    await expect(within(canvasElement).getByText(TV_TEXT.invalidHelp)).toBeVisible();
  },
};

/** The server stops answering: the slides keep playing with 'Last updated HH:MM', in the property's time. */
export const OfflineStale: Story = {
  play: async ({ canvasElement }) => {
    const { clock, server, display } = await page();
    await clock.advance(0);
    await slideShowing(canvasElement, 'Sunset Cruise');
    await expect(within(canvasElement).queryByText(TV_TEXT.lastUpdated('18:05'))).toBeNull();
    server.state.mode = 'down';
    await clock.advance(3 * 60_000);
    await expect(display.stale).toBe(true);
    await expect(within(canvasElement).getByText(TV_TEXT.lastUpdated('18:05'))).toBeVisible();
    await expect(within(canvasElement).getByText('18:08')).toBeVisible();
    // Still playing: three minutes is 18 slides, round to the first banner again.
    await slideShowing(canvasElement, 'Sunset Cruise');
  },
};
