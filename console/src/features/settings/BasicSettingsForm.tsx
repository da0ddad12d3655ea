/**
 * Basic settings (spec section 2, Settings): Property Name and Primary Colour
 * are saved together; the logo and the default image upload on their own.
 */
import { useMemo } from 'react';
import { MSG, settingsSchema, type SettingsPayload, type UserSettings, TEXT_MAX } from '@atoll/contract';
import { Form, FormColorPicker, FormSubmitButton, FormTextField, showToast } from '@atoll/ui-kit';
import { useSaveSettingsMutation } from './api';
import { SettingsImages } from './SettingsImages';
import { SettingsFormColumn as FormColumn, SettingsStack as Stack } from './settingsLayout';

export function BasicSettingsForm({ settings }: { settings: UserSettings }) {
  const [saveSettings] = useSaveSettingsMutation();
  const initialValues = useMemo(
    () => ({ property_name: settings.property_name, primary_color: settings.primary_color.toUpperCase() }),
    [settings.property_name, settings.primary_color],
  );

  const onSubmit = async (values: SettingsPayload) => {
    // Rejects with an ApiError: the form puts VALIDATION_ERROR on the fields, anything else under the form.
    await saveSettings({ property_name: values.property_name.trim(), primary_color: values.primary_color }).unwrap();
    showToast({ title: MSG.successfullyUpdated, tone: 'success' });
  };

  return (
    <Stack>
      <FormColumn>
        <Form<SettingsPayload> schema={settingsSchema} initialValues={initialValues} onSubmit={onSubmit} aria-label="Basic settings">
          <FormTextField name="property_name" label="Property Name" maxLength={TEXT_MAX.name} isRequired />
          <FormColorPicker name="primary_color" label="Primary Colour" isRequired />
          <div>
            <FormSubmitButton>Save</FormSubmitButton>
          </div>
        </Form>
      </FormColumn>
      {/* The images are saved as soon as they are chosen or removed, not with Save. */}
      <SettingsImages settings={settings} />
    </Stack>
  );
}
