import { useId } from 'react';
import { UPLOAD_MAX_BYTES, type LanguageImage } from '@atoll/contract';
import styled from 'styled-components';
import { FieldLabel } from '../FieldParts';
import { GalleryManager } from '../GalleryManager/GalleryManager';
import { ImageUploader } from '../ImageUploader/ImageUploader';
import { UploadHint } from '../ImageUploader/uploadParts';
import type { UploadLanguage } from '../PdfPerLanguageUploader/PdfPerLanguageUploader';

export interface LanguageImagesUploaderProps {
  /** Names the uploader, e.g. 'Image'. */
  label: string;
  /** The company's languages, 'en' first; each gets its own image (or images). */
  languages: readonly UploadLanguage[];
  /** The images there are now, each with its language_code. */
  images: readonly LanguageImage[];
  /**
   * Several images per language (image information cards: add many, delete one) instead of one
   * (banners: replace, remove). @default false
   */
  multiple?: boolean;
  /**
   * Uploads one checked image for a language (with `multiple`, once per chosen file, in turn;
   * without, it replaces that language's image). Call `onProgress(0..1)` as it goes.
   */
  onUpload: (file: File, languageCode: string, onProgress: (fraction: number) => void) => Promise<unknown>;
  /** Deletes one image after the user confirmed; a rejection's message is shown. */
  onDelete: (image: LanguageImage) => Promise<void>;
  /** Guidance under the label, e.g. `uploadSizeHint(UPLOAD_HINT_COVER_BYTES)`. @default undefined */
  sizeHint?: string;
  /** Largest accepted file in bytes; larger files are refused before uploading. @default UPLOAD_MAX_BYTES (5 MB) */
  maxBytes?: number;
  /** Turns off choosing, dropping and deleting. @default false */
  isDisabled?: boolean;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Head = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Per language: one image (replace, remove) or, with `multiple`, a gallery (add many, delete one). */
export function LanguageImagesUploader({
  label,
  languages,
  images,
  multiple = false,
  onUpload,
  onDelete,
  sizeHint,
  maxBytes = UPLOAD_MAX_BYTES,
  isDisabled = false,
}: LanguageImagesUploaderProps) {
  const labelId = useId();
  return (
    <Root role="group" aria-labelledby={labelId}>
      <Head>
        <FieldLabel id={labelId} elementType="span">{label}</FieldLabel>
        {sizeHint && <UploadHint>{sizeHint}</UploadHint>}
      </Head>
      {languages.map((language) => {
        const own = images.filter((image) => image.language_code === language.code);
        const upload = (file: File, onProgress: (fraction: number) => void) => onUpload(file, language.code, onProgress);
        if (multiple) {
          return (
            <GalleryManager
              key={language.code}
              label={language.name}
              images={own}
              onUpload={upload}
              onDelete={async (id) => {
                const image = own.find((candidate) => candidate.id === id);
                if (image) await onDelete(image);
              }}
              maxBytes={maxBytes}
              isDisabled={isDisabled}
            />
          );
        }
        const current = own[0];
        return (
          <ImageUploader
            key={language.code}
            label={language.name}
            value={current?.thumb_url ?? null}
            onUpload={upload}
            onRemove={current ? () => onDelete(current) : undefined}
            confirmRemove
            maxBytes={maxBytes}
            isDisabled={isDisabled}
          />
        );
      })}
    </Root>
  );
}
