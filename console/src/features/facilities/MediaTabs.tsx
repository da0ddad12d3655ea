/**
 * Size hints and the Gallery tab of facilities and activities (spec section 5 size
 * hints: covers 1 MB, gallery and menu item images 2 MB; 5 MB enforced). Covers use
 * #app/contentFields.tsx's CoverUploader like every hotel-content drawer.
 * Uploads post through #api/upload.ts and refresh what shows the image.
 */
import { UPLOAD_HINT_COVER_BYTES, UPLOAD_HINT_LARGE_BYTES, type GalleryImage } from '@atoll/contract';
import { GalleryManager, uploadSizeHint } from '@atoll/ui-kit';
import { useImageUpload, type RefreshTags } from '#app/contentUploads.ts';

export const COVER_HINT = uploadSizeHint(UPLOAD_HINT_COVER_BYTES);
export const LARGE_HINT = uploadSizeHint(UPLOAD_HINT_LARGE_BYTES);

export interface GalleryTabProps {
  /** Upload path, e.g. 'facilities/3/gallery'. */
  path: string;
  images: readonly GalleryImage[];
  refresh: RefreshTags;
  onDelete: (imageId: string) => Promise<unknown>;
}

export function GalleryTab({ path, images, refresh, onDelete }: GalleryTabProps) {
  const onUpload = useImageUpload(path, refresh);
  return (
    <GalleryManager
      label="Gallery"
      images={images}
      sizeHint={LARGE_HINT}
      onUpload={onUpload}
      onDelete={async (id) => {
        await onDelete(id);
      }}
    />
  );
}
