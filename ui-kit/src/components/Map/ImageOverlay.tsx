import styled from 'styled-components';
import type { LatLng, MapChildProps } from './mapTypes';

export interface ImageOverlayProps {
  /** Where the image's top-left corner lies on the map. */
  topLeft: LatLng;
  /** Where its bottom-right corner lies; the image is stretched between the two. */
  bottomRight: LatLng;
  /** The image's URL. */
  src: string;
  /** 0 (invisible) to 1 (opaque). @default 1 */
  opacity?: number;
  /** The image's text alternative; without it the overlay is decoration (alt=""). @default '' */
  alt?: string;
}

const Image = styled.img`
  position: absolute;
  left: 0;
  top: 0;
  max-width: none;
  transform-origin: 0 0;
  /* Clicks go through to the map (a click on the plan sets a pin like a click on the tiles). */
  pointer-events: none;
  user-select: none;
`;

/**
 * An image (a resort plan) laid over the map between two corners: pigeon-maps has no such overlay, so
 * the corners go through latLngToPixel on every render and the image follows pans and zooms. A direct
 * child of MapView, before the markers so they stay on top.
 */
export function ImageOverlay({ topLeft, bottomRight, src, opacity = 1, alt = '', latLngToPixel }: ImageOverlayProps & MapChildProps) {
  if (!latLngToPixel) return null;
  const [x1, y1] = latLngToPixel(topLeft);
  const [x2, y2] = latLngToPixel(bottomRight);
  // Corners given the wrong way round still draw the image between them (not mirrored).
  const left = Math.min(x1, x2);
  const top = Math.min(y1, y2);
  return (
    <Image
      src={src}
      alt={alt}
      draggable={false}
      data-image-overlay=""
      style={{ width: Math.abs(x2 - x1), height: Math.abs(y2 - y1), transform: `translate(${left}px, ${top}px)`, opacity }}
    />
  );
}
