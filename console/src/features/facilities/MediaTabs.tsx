/**
 * Image and Gallery tabs of facilities, activities and menu items (spec section
 * 5 size hints: covers 1 MB, gallery and menu item images 2 MB; 5 MB enforced).
 * Uploads post through #api/upload.ts and refresh what shows the image.
 */
import { UPLOAD_HINT_COVER_BYTES, UPLOAD_HINT_LARGE_BYTES, type GalleryImage } from '@atoll/contract';
import { GalleryManager, ImageUploader, uploadSizeHint } from '@atoll/ui-kit';
import { useImageUpload, withFileMessage, type RefreshTags } from '#app/contentUploads.ts';

export const COVER_HINT = uploadSizeHint(UPLOAD_HINT_COVER_BYTES);
export const LARGE_HINT = uploadSizeHint(UPLOAD_HINT_LARGE_BYTES);

export interface CoverTabProps {
  label: string;
  /** Upload path, e.g. 'facilities/3/cover'. */
  path: string;
  value: string | null;
  refresh: RefreshTags;
  onRemove: () => Promise<unknown>;
  sizeHint?: string;
}

export function CoverTab({ label, path, value, refresh, onRemove, sizeHint = COVER_HINT }: CoverTabProps) {
  const onUpload = useImageUpload(path, refresh);
  return (
    <ImageUploader
      label={label}
      value={value}
      sizeHint={sizeHint}
      onUpload={onUpload}
      onRemove={async () => {
        await onRemove().catch((error: unknown) => {
          throw withFileMessage(error);
        });
      }}
    />
  );
}

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
