/**
 * The Map Overlay section's content, loaded after the page's first paint (React.lazy): the map (pigeon-maps),
 * its markers and the per-language image uploader (its dialog and upload code) are the screen's heaviest parts.
 */
import type { MapOverlay } from '@atoll/contract';
import type { LatLng } from '@atoll/ui-kit/Map';
import { MapOverlayForm } from './MapOverlayForm';

export default function MapOverlaySection({ overlay, center, labelledBy }: { overlay: MapOverlay; center: LatLng; labelledBy: string }) {
  return <MapOverlayForm overlay={overlay} center={center} labelledBy={labelledBy} />;
}
