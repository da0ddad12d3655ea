import { useId } from 'react';
import { UPLOAD_MAX_BYTES } from '@atoll/contract';
import { DropZone, FileTrigger, ProgressBar, isFileDropItem } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../Button';
import { FieldLabel } from '../FieldParts';
import { useImageUpload, type UploadFn } from './useImageUpload';

export interface ImageUploaderProps {
  /** Names the uploader, its image and its buttons' context. */
  label: string;
  /** URL of the current image, or null/undefined when there is none. @default null */
  value?: string | null;
  /** Uploads the checked file; call `onProgress(0..1)` as it goes. The kit never calls fetch itself. */
  onUpload: UploadFn;
  /** Removes the current image; without it there is no Remove button. @default undefined */
  onRemove?: () => Promise<void>;
  /** Guidance under the label, e.g. 'Recommended: under 1 MB, 480x200 px'. @default undefined */
  sizeHint?: string;
  /** Largest accepted file in bytes; larger files are refused before uploading. @default UPLOAD_MAX_BYTES (5 MB) */
  maxBytes?: number;
  /** Turns off choosing, dropping and removing. @default false */
  isDisabled?: boolean;
}

/** Drag data only names exact types, so drops are offered for the common image formats. */
const DROPPABLE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml', 'image/avif'];

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Zone = styled(DropZone)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  &[data-drop-target] { border-color: ${({ theme }) => theme.color.focusRing}; background: ${({ theme }) => theme.color.surfaceSunken}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; }
`;

const Preview = styled.img`
  max-width: 240px;
  max-height: 160px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.surfaceSunken};
`;

const Hint = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const Bar = styled(ProgressBar)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  .track { height: 8px; border-radius: ${({ theme }) => theme.radii.pill}; background: ${({ theme }) => theme.color.surfaceSunken}; overflow: hidden; }
  .fill { height: 100%; background: ${({ theme }) => theme.color.actionPrimary}; }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textError};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

/** Choose or drop one image, checked for type and size, uploaded by the caller with progress. */
export function ImageUploader({ label, value = null, onUpload, onRemove, sizeHint, maxBytes = UPLOAD_MAX_BYTES, isDisabled = false }: ImageUploaderProps) {
  const labelId = useId();
  const hintId = useId();
  const { progress, error, upload, run } = useImageUpload(onUpload, maxBytes);
  const busy = progress !== null;
  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void upload(file);
  };

  return (
    <Root role="group" aria-labelledby={labelId}>
      <FieldLabel id={labelId} elementType="span">{label}</FieldLabel>
      {sizeHint && <Hint id={hintId}>{sizeHint}</Hint>}
      <Zone
        aria-label={`Drop an image for ${label}`}
        isDisabled={isDisabled || busy}
        getDropOperation={(types) => (DROPPABLE_TYPES.some((type) => types.has(type)) ? 'copy' : 'cancel')}
        onDrop={async (event) => {
          const item = event.items.find(isFileDropItem);
          if (item) await upload(await item.getFile());
        }}
      >
        {value ? <Preview src={value} alt={`${label}: current image`} /> : <span>Drop an image here, or</span>}
        <Actions>
          <FileTrigger acceptedFileTypes={['image/*']} onSelect={pick}>
            <Button variant="secondary" isDisabled={isDisabled || busy} aria-describedby={sizeHint ? hintId : undefined}>
              {value ? 'Replace' : 'Choose image'}
            </Button>
          </FileTrigger>
          {value && onRemove && (
            <Button variant="danger" isDisabled={isDisabled || busy} onPress={() => void run(onRemove)}>
              Remove
            </Button>
          )}
        </Actions>
      </Zone>
      {busy && (
        <Bar aria-label="Uploading" value={Math.round(progress * 100)}>
          {({ percentage }) => (
            <>
              <Hint>Uploading… {Math.round(percentage ?? 0)}%</Hint>
              <div className="track"><div className="fill" style={{ width: `${percentage ?? 0}%` }} /></div>
            </>
          )}
        </Bar>
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Root>
  );
}
