import { useId, useState } from 'react';
import { MSG, UPLOAD_MAX_BYTES, type GalleryImage } from '@atoll/contract';
import { FileTrigger, isFileDropItem } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { FieldLabel } from '../FieldParts';
import { imageFileError, uploadErrorMessage } from '../ImageUploader/uploadChecks';
import { DROPPABLE_IMAGE_TYPES, UploadActions, UploadError, UploadHint, UploadRoot, UploadZone, useFocusBackAfterUpload } from '../ImageUploader/uploadParts';
import type { UploadFn } from '../ImageUploader/useImageUpload';
import { UploadQueueList } from './UploadQueueList';
import { useUploadQueue } from './useUploadQueue';

export interface GalleryManagerProps {
  /** Names the gallery, e.g. 'Gallery'; shown above the count. */
  label: string;
  /** The images there are now, in order (`thumb_url` is shown, `filename` is the alt text). */
  images: readonly GalleryImage[];
  /**
   * Uploads one checked file; called once per chosen file, in turn (the next starts when this
   * one settles). Call `onProgress(0..1)` as it goes; a rejection's ApiError message is shown
   * next to that file and the others still upload.
   */
  onUpload: UploadFn;
  /** Deletes one image after the user confirmed; a rejection's message is shown. */
  onDelete: (id: string) => Promise<void>;
  /** Guidance under the label, e.g. `uploadSizeHint(UPLOAD_HINT_LARGE_BYTES)`. @default undefined */
  sizeHint?: string;
  /** Largest accepted file in bytes; larger files are refused before uploading. @default UPLOAD_MAX_BYTES (5 MB) */
  maxBytes?: number;
  /** Turns off adding, dropping and deleting. @default false */
  isDisabled?: boolean;
}

const Header = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
`;

const Count = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.surfaceSunken};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

/** '1 image', '3 images'. */
export const imageCount = (count: number) => `${count} ${count === 1 ? 'image' : 'images'}`;

/** A gallery: its count, thumbnails with Delete (confirmed), and Add Images for several files at once. */
export function GalleryManager({
  label,
  images,
  onUpload,
  onDelete,
  sizeHint,
  maxBytes = UPLOAD_MAX_BYTES,
  isDisabled = false,
}: GalleryManagerProps) {
  const labelId = useId();
  const hintId = useId();
  const { queue, busy, start } = useUploadQueue(onUpload, (file) => imageFileError(file, maxBytes));
  const actions = useFocusBackAfterUpload(busy);
  const [deleting, setDeleting] = useState<GalleryImage | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await onDelete(deleting.id);
    } catch (reason) {
      // The dialog closes either way; the message shows under the gallery.
      setDeleteError(uploadErrorMessage(reason));
    }
  };

  return (
    <UploadRoot role="group" aria-labelledby={labelId}>
      <Header>
        <FieldLabel id={labelId} elementType="span">{label}</FieldLabel>
        <Count>{imageCount(images.length)}</Count>
      </Header>
      {sizeHint && <UploadHint id={hintId}>{sizeHint}</UploadHint>}
      <UploadZone
        aria-label={`Drop images for ${label}`}
        isDisabled={isDisabled || busy}
        getDropOperation={(types) => (DROPPABLE_IMAGE_TYPES.some((type) => types.has(type)) ? 'copy' : 'cancel')}
        onDrop={async (event) => {
          const files = await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile()));
          await start(files);
        }}
      >
        <UploadActions ref={actions}>
          <FileTrigger acceptedFileTypes={['image/*']} allowsMultiple onSelect={(files) => void start(Array.from(files ?? []))}>
            <Button variant="secondary" isDisabled={isDisabled || busy} aria-describedby={sizeHint ? hintId : undefined}>
              Add Images
            </Button>
          </FileTrigger>
          <span>or drop images here</span>
        </UploadActions>
      </UploadZone>
      <UploadQueueList queue={queue} label={`Uploads to ${label}`} />
      {deleteError && <UploadError role="alert">{deleteError}</UploadError>}
      {images.length === 0 ? (
        <Empty>No images yet</Empty>
      ) : (
        <Grid aria-label={`${label} images`}>
          {images.map((image) => (
            <Tile key={image.id}>
              <img src={image.thumb_url} alt={image.filename} loading="lazy" />
              <Button variant="secondary" aria-label={`Delete ${image.filename}`} isDisabled={isDisabled} onPress={() => setDeleting(image)}>
                Delete
              </Button>
            </Tile>
          ))}
        </Grid>
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={MSG.deleteConfirmTitle}
        message={MSG.deleteConfirmBody}
        confirmLabel="Delete"
        tone="danger"
        onConfirm={confirmDelete}
      />
    </UploadRoot>
  );
}
