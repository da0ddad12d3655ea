/**
 * Property Logo and Default Image: each uploads (with progress, through
 * #api/upload.ts) or is removed on its own, and the server's answer becomes the
 * settings every screen reads.
 */
import { useCallback } from 'react';
import { fieldMessage, type UserSettings, type UserSettingsResponse } from '@atoll/contract';
import { ImageUploader, isApiError } from '@atoll/ui-kit';
import { useUpload } from '#api/upload.ts';
import { useAppDispatch } from '#app/hooks.ts';
import { DEFAULT_IMAGE_HINT, LOGO_SIZE_HINT } from './settingsText';
import { SettingsImagesRow as Row } from './settingsLayout';
import { SETTINGS_IMAGE_PATHS, storeSettings, useRemoveSettingsImageMutation, type SettingsImage } from './api';



/** The server says what is wrong with the file on the `file` field (e.g. 'Image must smaller than 5MB'): show that. */
function withFileMessage(error: unknown): unknown {
  const message = isApiError(error) ? fieldMessage(error.errors?.file) : undefined;
  return message && isApiError(error) ? { ...error, message } : error;
}

function SettingsImageField({ image, label, sizeHint, value }: { image: SettingsImage; label: string; sizeHint?: string; value: string | null }) {
  const dispatch = useAppDispatch();
  const [removeImage] = useRemoveSettingsImageMutation();
  const onUploaded = useCallback((data: unknown) => void storeSettings(dispatch, data as UserSettingsResponse), [dispatch]);
  // The uploader shows its own errors next to the image: no toast on top.
  const upload = useUpload<UserSettingsResponse>(SETTINGS_IMAGE_PATHS[image], { silent: true, onUploaded });

  return (
    <ImageUploader
      label={label}
      value={value}
      sizeHint={sizeHint}
      onUpload={async (file, onProgress) => {
        await upload(file, onProgress).catch((error: unknown) => {
          throw withFileMessage(error);
        });
      }}
      onRemove={async () => {
        await removeImage(image).unwrap();
      }}
    />
  );
}

export function SettingsImages({ settings }: { settings: UserSettings }) {
  return (
    <Row>
      <SettingsImageField image="property_logo" label="Property Logo" sizeHint={LOGO_SIZE_HINT} value={settings.property_logo} />
      <SettingsImageField image="default_image" label="Default Image" sizeHint={DEFAULT_IMAGE_HINT} value={settings.default_image} />
    </Row>
  );
}
