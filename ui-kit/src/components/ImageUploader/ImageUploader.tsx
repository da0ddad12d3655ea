import { useId, useState } from 'react';
import { MSG, UPLOAD_MAX_BYTES } from '@atoll/contract';
import { FileTrigger, isFileDropItem } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { FieldLabel } from '../FieldParts';
import {
  DROPPABLE_IMAGE_TYPES,
  UploadActions,
  UploadError,
  UploadHint,
  UploadProgress,
  UploadRoot,
  UploadZone,
  useFocusBackAfterUpload,
} from './uploadParts';
import { useImageUpload, type UploadFn } from './useImageUpload';

export interface ImageUploaderProps {
  /** Names the uploader, its image and its buttons' context. */
  label: string;
  /** URL of the current image, or null/undefined when there is none. @default null */
  value?: string | null;
  /**
   * Uploads the checked file; call `onProgress(0..1)` as it goes. Choosing a file while an image
   * exists replaces it (the server keeps one). The kit never calls fetch itself.
   */
  onUpload: UploadFn;
  /** Removes the current image; without it there is no Remove button. @default undefined */
  onRemove?: () => Promise<void>;
  /**
   * Ask 'Are you sure delete this?' / 'This action cannot be reversed.' before removing
   * (content images); off for settings images that a new upload simply replaces. @default false
   */
  confirmRemove?: boolean;
  /** Guidance under the label, e.g. `uploadSizeHint(UPLOAD_HINT_COVER_BYTES)`. @default undefined */
  sizeHint?: string;
  /** Largest accepted file in bytes; larger files are refused before uploading. @default UPLOAD_MAX_BYTES (5 MB) */
  maxBytes?: number;
  /** Turns off choosing, dropping and removing. @default false */
  isDisabled?: boolean;
}

const Preview = styled.img`
  max-width: 240px;
  max-height: 160px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.surfaceSunken};
`;

/** Choose or drop one image, checked for type and size, uploaded by the caller with progress; replace and remove. */
export function ImageUploader({
  label,
  value = null,
  onUpload,
  onRemove,
  confirmRemove = false,
  sizeHint,
  maxBytes = UPLOAD_MAX_BYTES,
  isDisabled = false,
}: ImageUploaderProps) {
  const labelId = useId();
  const hintId = useId();
  const [confirming, setConfirming] = useState(false);
  const { progress, error, upload, run } = useImageUpload(onUpload, maxBytes);
  const busy = progress !== null;
  const actions = useFocusBackAfterUpload(busy);
  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void upload(file);
  };
  const remove = () => {
    if (!onRemove) return;
    if (confirmRemove) setConfirming(true);
    else void run(onRemove);
  };

  return (
    <UploadRoot role="group" aria-labelledby={labelId}>
      <FieldLabel id={labelId} elementType="span">{label}</FieldLabel>
      {sizeHint && <UploadHint id={hintId}>{sizeHint}</UploadHint>}
      <UploadZone
        aria-label={`Drop an image for ${label}`}
        isDisabled={isDisabled || busy}
        getDropOperation={(types) => (DROPPABLE_IMAGE_TYPES.some((type) => types.has(type)) ? 'copy' : 'cancel')}
        onDrop={async (event) => {
          const item = event.items.find(isFileDropItem);
          if (item) await upload(await item.getFile());
        }}
      >
        {value ? <Preview src={value} alt={`${label}: current image`} /> : <span>Drop an image here, or</span>}
        <UploadActions ref={actions}>
          <FileTrigger acceptedFileTypes={['image/*']} onSelect={pick}>
            <Button variant="secondary" isDisabled={isDisabled || busy} aria-describedby={sizeHint ? hintId : undefined}>
              {value ? 'Replace' : 'Choose image'}
            </Button>
          </FileTrigger>
          {value && onRemove && (
            <Button variant="danger" isDisabled={isDisabled || busy} onPress={remove}>
              Remove
            </Button>
          )}
        </UploadActions>
      </UploadZone>
      {busy && <UploadProgress label="Uploading" fraction={progress} />}
      {error && <UploadError role="alert">{error}</UploadError>}
      {onRemove && (
        <ConfirmDialog
          isOpen={confirming}
          onOpenChange={setConfirming}
          title={MSG.deleteConfirmTitle}
          message={MSG.deleteConfirmBody}
          confirmLabel="Remove"
          tone="danger"
          // The dialog closes either way; a failure shows under the uploader.
          onConfirm={() => run(onRemove)}
        />
      )}
    </UploadRoot>
  );
}
