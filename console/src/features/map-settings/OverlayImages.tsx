/**
 * The overlay's images, one per language (the language tabs every content screen uses): each uploads or is
 * removed on its own. Every language's image must have the same size; the server says so on the `file` field
 * ('Overlay images must share the same dimensions: …') and the uploader shows it next to the image.
 */
import { MAP_SETTINGS_TEXT as TEXT, type MapOverlay } from '@atoll/contract';
import { LanguageImagesUploader } from '@atoll/ui-kit';
import { useContentLanguages } from '#api/contentApi.ts';
import { useLanguageUpload } from '#app/contentUploads.ts';
import { OVERLAY_IMAGE_PATH, OVERLAY_TAG, useRemoveOverlayImageMutation } from './api';

export function OverlayImages({ overlay }: { overlay: MapOverlay }) {
  const languages = useContentLanguages();
  const onUpload = useLanguageUpload(OVERLAY_IMAGE_PATH, [OVERLAY_TAG]);
  const [remove] = useRemoveOverlayImageMutation();
  const size = overlay.images[0];
  return (
    <LanguageImagesUploader
      label={TEXT.overlayImage}
      languages={languages}
      images={overlay.images}
      sizeHint={size ? `${TEXT.overlaySizeHint} ${TEXT.imageSize(size.width, size.height)}` : TEXT.overlaySizeHint}
      onUpload={onUpload}
      onDelete={async (image) => {
        await remove(image.language_code).unwrap();
      }}
    />
  );
}
