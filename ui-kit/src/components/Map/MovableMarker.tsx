import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';
import { useMapAnnouncer } from './mapAnnouncer';
import { MAP_TEXT, formatLatLng, roundCoordinate } from './mapText';
import type { LatLng, MapChildProps } from './mapTypes';
import { MarkerShape, MARKER_HEIGHT, MARKER_WIDTH } from './MarkerShape';

export interface MovableMarkerProps {
  /** Where the marker stands; the marker is controlled: move it by updating this from onMove/onMoveEnd. */
  position: LatLng;
  /** The marker's accessible name and the subject of its announcement ('Top-left corner moved to …'). */
  label: string;
  /** Every step of a drag, and every arrow key press, with the new position (6 decimals). */
  onMove?: (position: LatLng) => void;
  /** The end of a drag, and every arrow key press, with the final position (6 decimals). */
  onMoveEnd?: (position: LatLng) => void;
  /** The pin's fill. @default the theme's actionPrimary */
  color?: string;
  /** Drawn in the pin's head (16 px, white), e.g. a lucide icon. @default a white dot */
  icon?: ReactNode;
  /** false shows the marker without dragging or keys (an image named by the label). @default true */
  movable?: boolean;
}

const Root = styled.button`
  position: absolute;
  left: 0;
  top: 0;
  display: block;
  width: ${MARKER_WIDTH}px;
  height: ${MARKER_HEIGHT}px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  cursor: grab;
  touch-action: none;
  user-select: none;
  -webkit-user-drag: none;
  &[data-dragging] { cursor: grabbing; z-index: 2; }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
    z-index: 2;
  }
  &[data-static] { cursor: default; }
`;

const STEP = { small: 1, large: 10 } as const;
const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  /** The marker's pixel position when the drag began; the drag moves it from there. */
  startLeft: number;
  startTop: number;
  dx: number;
  dy: number;
}

const rounded = ([lat, lng]: LatLng): LatLng => [roundCoordinate(lat), roundCoordinate(lng)];

/**
 * A marker moved by mouse, pen or touch (pointer events, captured so a fast drag never loses it) and by
 * keyboard: a focusable button named by `label`; the arrows move it 1 px, Shift with the arrows 10 px,
 * through the map's pixelToLatLng, firing the same onMove/onMoveEnd as a drag. Each finished move is
 * announced politely. A direct child of MapView. Its tip is the position.
 */
export function MovableMarker(props: MovableMarkerProps & MapChildProps) {
  const { position, label, onMove, onMoveEnd, color, icon, movable = true, left = 0, top = 0, pixelToLatLng, latLngToPixel, mapState, setCenterZoom } = props;
  const announce = useMapAnnouncer();
  const hintId = useId();
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);

  const update = (next: Drag | null) => {
    dragRef.current = next;
    setDrag(next);
  };
  const placeAt = (x: number, y: number): LatLng => rounded((pixelToLatLng?.([x, y]) ?? position) as LatLng);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (!movable || event.button !== 0) return;
    try {
      // Captured, the marker keeps getting the moves when a fast pointer leaves it.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer knows (already up): the drag still follows the marker's own events.
    }
    event.currentTarget.focus({ preventScroll: true });
    update({ pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, startLeft: left, startTop: top, dx: 0, dy: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = dragRef.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const next = { ...current, dx: event.clientX - current.startX, dy: event.clientY - current.startY };
    update(next);
    onMove?.(placeAt(next.startLeft + next.dx, next.startTop + next.dy));
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const current = dragRef.current;
    if (!current || current.pointerId !== event.pointerId) return;
    update(null);
    if (current.dx === 0 && current.dy === 0) return;
    const end = placeAt(current.startLeft + current.dx, current.startTop + current.dy);
    onMoveEnd?.(end);
    announce(MAP_TEXT.moved(label, end));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const arrow = ARROWS[event.key];
    if (!movable || !arrow || event.altKey || event.ctrlKey || event.metaKey || !latLngToPixel) return;
    event.preventDefault();
    const step = event.shiftKey ? STEP.large : STEP.small;
    const [x, y] = latLngToPixel(position);
    const nextX = x + arrow[0] * step;
    const nextY = y + arrow[1] * step;
    const next = placeAt(nextX, nextY);
    onMove?.(next);
    onMoveEnd?.(next);
    announce(MAP_TEXT.moved(label, next));
    // Keep a marker moved by keys in view: the map follows it when it reaches the edge.
    if (mapState && setCenterZoom && (nextX < 0 || nextY < 0 || nextX > mapState.width || nextY > mapState.height)) {
      setCenterZoom(next, mapState.zoom);
    }
  };

  const x = drag ? drag.startLeft + drag.dx : left;
  const y = drag ? drag.startTop + drag.dy : top;
  const style = { transform: `translate(${x - MARKER_WIDTH / 2}px, ${y - MARKER_HEIGHT}px)` };

  if (!movable) {
    return (
      <Root as="span" role="img" aria-label={label} data-static="" className="pigeon-click-block" style={style}>
        <MarkerShape color={color} icon={icon} />
      </Root>
    );
  }
  return (
    <Root
      type="button"
      aria-label={label}
      aria-roledescription={MAP_TEXT.movableMarker}
      aria-describedby={hintId}
      className="pigeon-drag-block pigeon-click-block"
      data-dragging={drag ? '' : undefined}
      data-movable-marker=""
      style={style}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => update(null)}
      onKeyDown={onKeyDown}
    >
      <MarkerShape color={color} icon={icon} />
      <VisuallyHidden id={hintId}>{`${formatLatLng(position)}. ${MAP_TEXT.moveHint}`}</VisuallyHidden>
    </Root>
  );
}
