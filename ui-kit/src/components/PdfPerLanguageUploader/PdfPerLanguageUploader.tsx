import { useId, useRef, useState } from 'react';
import { MSG, UPLOAD_MAX_BYTES, type LanguageFile } from '@atoll/contract';
import { isFileDropItem, type Key } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { FieldLabel } from '../FieldParts';
import { Select } from '../Select';
import { pdfFileError, uploadErrorMessage } from '../ImageUploader/uploadChecks';
import { UploadActions, UploadError, UploadHint, UploadProgress, UploadRoot, UploadZone, useFocusBackAfterUpload } from '../ImageUploader/uploadParts';

/** A language the company offers: code sent, name shown. */
export interface UploadLanguage {
  code: string;
  name: string;
}

export interface PdfPerLanguageUploaderProps {
  /** Names the uploader, e.g. 'PDF'. */
  label: string;
  /** The company's languages, 'en' first; one PDF each at most. */
  languages: readonly UploadLanguage[];
  /** The PDFs there are now, one per language_code. */
  files: readonly LanguageFile[];
  /**
   * Uploads a checked PDF for a language (replacing that language's PDF if it has one); call
   * `onProgress(0..1)` as it goes. A rejection's ApiError message is shown.
   */
  onUpload: (file: File, languageCode: string, onProgress: (fraction: number) => void) => Promise<unknown>;
  /** Removes a language's PDF after the user confirmed; a rejection's message is shown. */
  onDelete: (languageCode: string) => Promise<void>;
  /** Guidance under the label. @default undefined */
  sizeHint?: string;
  /** Largest accepted file in bytes; larger files are refused before uploading. @default UPLOAD_MAX_BYTES (5 MB) */
  maxBytes?: number;
  /** Turns off choosing, dropping and removing. @default false */
  isDisabled?: boolean;
}

const Files = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(100px, 160px) 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  a { color: ${({ theme }) => theme.color.focusRing}; overflow-wrap: anywhere; }
`;

const Missing = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Pick a language, then a PDF for it (one per language); lists each language's PDF with open and Remove. */
export function PdfPerLanguageUploader({
  label,
  languages,
  files,
  onUpload,
  onDelete,
  sizeHint,
  maxBytes = UPLOAD_MAX_BYTES,
  isDisabled = false,
}: PdfPerLanguageUploaderProps) {
  const labelId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [language, setLanguage] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const busy = progress !== null;
  const actions = useFocusBackAfterUpload(busy);
  const hasFile = language !== null && files.some((f) => f.language_code === language);

  const upload = async (file: File | undefined) => {
    setError(null);
    if (!language) return setError(MSG.selectLanguageFirst);
    if (!file) return;
    const refusal = pdfFileError(file, maxBytes);
    if (refusal) return setError(refusal);
    setProgress(0);
    try {
      await onUpload(file, language, (fraction) => setProgress(Math.min(1, Math.max(0, fraction))));
    } catch (reason) {
      setError(uploadErrorMessage(reason));
    } finally {
      setProgress(null);
    }
  };

  const choose = () => {
    setError(null);
    // The spec asks for a language before the file dialog opens.
    if (!language) return setError(MSG.selectLanguageFirst);
    if (input.current) {
      input.current.value = '';
      input.current.click();
    }
  };

  const remove = async () => {
    if (!removing) return;
    setError(null);
    try {
      await onDelete(removing);
    } catch (reason) {
      setError(uploadErrorMessage(reason));
    }
  };

  return (
    <UploadRoot role="group" aria-labelledby={labelId}>
      <FieldLabel id={labelId} elementType="span">{label}</FieldLabel>
      {sizeHint && <UploadHint id={hintId}>{sizeHint}</UploadHint>}
      <Select
        label="Language"
        items={languages.map((l) => ({ id: l.code, label: l.name }))}
        placeholder="Select a language"
        value={language}
        onChange={(key: Key | null) => {
          setLanguage(key === null ? null : String(key));
          setError(null);
        }}
        isDisabled={isDisabled || busy}
      />
      <UploadZone
        aria-label={`Drop a PDF for ${label}`}
        isDisabled={isDisabled || busy}
        // Accept any file here so a drop without a language (or of another type) gets a message.
        getDropOperation={() => 'copy'}
        onDrop={async (event) => {
          const item = event.items.find(isFileDropItem);
          await upload(item ? await item.getFile() : undefined);
        }}
      >
        <UploadActions ref={actions}>
          {/* The button asks for a language before opening the picker, so it cannot sit inside a FileTrigger. */}
          <input ref={input} type="file" accept="application/pdf" hidden onChange={(event) => void upload(event.currentTarget.files?.[0])} />
          <Button variant="secondary" isDisabled={isDisabled || busy} onPress={choose} aria-describedby={sizeHint ? hintId : undefined}>
            {hasFile ? 'Replace PDF' : 'Choose PDF'}
          </Button>
          <span>or drop a PDF here</span>
        </UploadActions>
      </UploadZone>
      {busy && <UploadProgress label="Uploading" fraction={progress} />}
      {error && <UploadError role="alert">{error}</UploadError>}
      <Files aria-label={`${label} by language`}>
        {languages.map((lang) => {
          const file = files.find((f) => f.language_code === lang.code);
          return (
            <Row key={lang.code}>
              <span>{lang.name}</span>
              {file ? (
                <a href={file.url} target="_blank" rel="noreferrer">
                  {file.filename}
                </a>
              ) : (
                <Missing>No PDF</Missing>
              )}
              {file ? (
                <Button variant="secondary" aria-label={`Remove ${lang.name} PDF`} isDisabled={isDisabled || busy} onPress={() => setRemoving(lang.code)}>
                  Remove
                </Button>
              ) : (
                <span />
              )}
            </Row>
          );
        })}
      </Files>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={MSG.deleteConfirmTitle}
        message={MSG.deleteConfirmBody}
        confirmLabel="Remove"
        tone="danger"
        onConfirm={remove}
      />
    </UploadRoot>
  );
}
