import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { Minus, Plus } from 'lucide-react';
import { Map as PigeonMap } from 'pigeon-maps';
import styled from 'styled-components';
import { MAP_TILE_MAX_ZOOM, tileUrl } from '@atoll/contract';
import { VisuallyHidden } from '../VisuallyHidden';
import { MapAnnouncerContext } from './mapAnnouncer';
import { offsetByPixels } from './mercator';
import { MAP_TEXT, roundCoordinate } from './mapText';
import type { LatLng, MapTiles } from './mapTypes';
import { useMapWidth } from './useMapWidth';

/** The zoom range: 1 (the world) to the deepest the tile route answers (OpenStreetMap's 19). */
export const MAP_MIN_ZOOM = 1;
export const MAP_MAX_ZOOM = MAP_TILE_MAX_ZOOM;

export interface MapViewProps {
  /** The map region's accessible name, e.g. 'Resort map'. */
  label: string;
  /** The point in the middle of the view. A new value moves the view there (the user may pan away). */
  center: LatLng;
  /** Zoom level, 1 (the world) to 19 (a building). A new value zooms there. */
  zoom: number;
  /** Height in pixels. @default 600 */
  height?: number;
  /** The map fills its container's width up to this, so a 980 px design fits a phone. @default undefined */
  maxWidth?: number;
  /** Where the tiles come from and whose credit to show. */
  tiles: MapTiles;
  /** A click (or tap) on the map itself, not on a marker, with the place clicked. */
  onClick?: (position: LatLng) => void;
  /** The person panned or zoomed (also by the zoom buttons). */
  onBoundsChanged?: (view: { center: LatLng; zoom: number }) => void;
  /** Read with the map region before its keys (what a click does, for instance). @default undefined */
  description?: string;
  /**
   * The map pieces (ImageOverlay, MovableMarker, Pin, Trail). They must be DIRECT children: pigeon-maps
   * gives only its direct children their pixel position (no fragments or wrappers around them).
   */
  children?: ReactNode;
}

const Region = styled.section`
  width: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
  /* pigeon-maps draws the tiles with inline styles; keep them out of the page's text selection. */
  user-select: none;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

const Frame = styled.div`
  position: relative;
  width: 100%;
`;

const ZoomButtons = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  z-index: 1;
`;

const ZoomButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textPrimary};
  box-shadow: ${({ theme }) => theme.shadows.card};
  cursor: pointer;
  svg { width: 18px; height: 18px; }
  &[data-hovered] { background: ${({ theme }) => theme.color.surfaceSunken}; }
  &[data-disabled] { color: ${({ theme }) => theme.color.textMuted}; cursor: not-allowed; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

const Attribution = styled.div`
  position: absolute;
  right: 0;
  bottom: 0;
  z-index: 1;
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  border-top-left-radius: ${({ theme }) => theme.radii.xs};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.typography.size.xs};
  line-height: 1.4;
`;

/** A click on these never pans the map nor counts as a click on it (pigeon-maps checks the classes). */
const BLOCK_MAP_POINTER = 'pigeon-drag-block pigeon-click-block';

const matches = (query: string) => typeof window !== 'undefined' && Boolean(window.matchMedia?.(query).matches);

/** How far an arrow key pans the map, in pixels; with Shift a larger step. */
const PAN_STEP = { small: 80, large: 240 } as const;
const PAN_KEYS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

const sameView = (a: { center: LatLng; zoom: number }, b: { center: LatLng; zoom: number }) =>
  a.zoom === b.zoom && a.center[0] === b.center[0] && a.center[1] === b.center[1];

/**
 * A slippy map (pigeon-maps) as a named region: tiles from the app's URL with their credit always
 * shown, one tab stop whose arrows pan and + / - zoom, zoom buttons, a width that follows the container
 * (ResizeObserver), and one polite live region the markers announce their moves through.
 */
export function MapView({ label, center, zoom, height = 600, maxWidth, tiles, onClick, onBoundsChanged, description, children }: MapViewProps) {
  const [measure, width] = useMapWidth();
  const descriptionId = useId();
  const [message, setMessage] = useState('');
  // A live region reads only a change: the same words twice (a 1 px step can keep 4 decimals) differ by a
  // trailing no-break space, which screen readers do not speak.
  const announce = useCallback((next: string) => setMessage((current) => (current === next ? `${next}\u00A0` : next)), []);
  // The view the person sees: the props' view until they pan or zoom; a new props view wins again.
  const [given, setGiven] = useState({ center, zoom });
  const [view, setView] = useState({ center, zoom });
  const animating = useRef(false);
  if (!sameView(given, { center, zoom })) {
    setGiven({ center, zoom });
    setView({ center, zoom });
  }

  const provider = useCallback(
    (x: number, y: number, z: number) => tileUrl(tiles.url, { z, x, y }),
    [tiles.url],
  );
  const animate = useMemo(() => !matches('(prefers-reduced-motion: reduce)'), []);
  // Cooperative gestures: on a touch screen one finger scrolls the page and two move the map (a map as wide
  // as a phone would otherwise trap the page's scrolling); the markers still drag with one finger.
  const touchScreen = useMemo(() => matches('(pointer: coarse)'), []);

  const showView = (nextView: { center: LatLng; zoom: number }) => {
    setView(nextView);
    onBoundsChanged?.(nextView);
  };
  const zoomTo = (next: number) => showView({ center: view.center, zoom: Math.max(MAP_MIN_ZOOM, Math.min(MAP_MAX_ZOOM, next)) });

  // The map itself is one tab stop: arrows pan it (Shift: further), + and - zoom. Keys on a marker or a
  // button inside are theirs.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const pan = PAN_KEYS[event.key];
    if (pan) {
      event.preventDefault();
      const step = event.shiftKey ? PAN_STEP.large : PAN_STEP.small;
      showView({ center: offsetByPixels(view.center, view.zoom, pan[0] * step, pan[1] * step), zoom: view.zoom });
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomTo(Math.round(view.zoom) + 1);
    } else if (event.key === '-') {
      event.preventDefault();
      zoomTo(Math.round(view.zoom) - 1);
    }
  };

  return (
    <MapAnnouncerContext.Provider value={announce}>
      <Region tabIndex={0} aria-label={label} aria-describedby={descriptionId} style={{ maxWidth }} onKeyDown={onKeyDown} data-map-view="">
        <Frame ref={measure} style={{ height }}>
          {width > 0 && (
            <PigeonMap
              width={width}
              height={height}
              center={view.center}
              zoom={view.zoom}
              minZoom={MAP_MIN_ZOOM}
              maxZoom={MAP_MAX_ZOOM}
              provider={provider}
              animate={animate}
              twoFingerDrag={touchScreen}
              twoFingerDragWarning={MAP_TEXT.twoFingers}
              attribution={false}
              onClick={onClick ? ({ latLng }) => onClick([roundCoordinate(latLng[0]), roundCoordinate(latLng[1])]) : undefined}
              onAnimationStart={() => {
                animating.current = true;
              }}
              onAnimationStop={() => {
                animating.current = false;
              }}
              onBoundsChanged={({ center: c, zoom: z, initial }) => {
                // pigeon-maps also reports the frames of an animation (debounced, so on a slow machine mid-way):
                // taken as the view, they would cut the animation short. Its end is reported after it stops.
                if (initial || animating.current) return;
                const next = { center: c as LatLng, zoom: z };
                if (sameView(next, view)) return;
                setView(next);
                onBoundsChanged?.(next);
              }}
            >
              {children}
            </PigeonMap>
          )}
          <ZoomButtons className={BLOCK_MAP_POINTER}>
            <ZoomButton aria-label={MAP_TEXT.zoomIn} isDisabled={view.zoom >= MAP_MAX_ZOOM} onPress={() => zoomTo(Math.round(view.zoom) + 1)}>
              <Plus aria-hidden="true" />
            </ZoomButton>
            <ZoomButton aria-label={MAP_TEXT.zoomOut} isDisabled={view.zoom <= MAP_MIN_ZOOM} onPress={() => zoomTo(Math.round(view.zoom) - 1)}>
              <Minus aria-hidden="true" />
            </ZoomButton>
          </ZoomButtons>
          <Attribution className={BLOCK_MAP_POINTER} data-map-attribution="">
            {tiles.attribution}
          </Attribution>
        </Frame>
        <VisuallyHidden id={descriptionId}>{description ? `${description} ${MAP_TEXT.mapKeys}` : MAP_TEXT.mapKeys}</VisuallyHidden>
        <VisuallyHidden role="status" aria-live="polite">
          {message}
        </VisuallyHidden>
      </Region>
    </MapAnnouncerContext.Provider>
  );
}
