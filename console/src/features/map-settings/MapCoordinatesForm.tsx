/**
 * Form Map Coordinates (spec sections 2, 3): the guest app's map centre (map_lat, map_lng), the latitude span it
 * shows (map_lat_diff) and its heading (map_heading, sent as a number). Saved with POST user/settings/map.
 */
import { useMemo } from 'react';
import styled from 'styled-components';
import { MAP_SETTINGS_TEXT as TEXT, MSG, mapSettingsSchema, type MapSettings, type MapSettingsPayload } from '@atoll/contract';
import { Form, FormNumberField, FormSubmitButton, showToast } from '@atoll/ui-kit';
import { useSaveMapSettingsMutation } from './api';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  max-width: 760px;
`;

/** Coordinates to the metre and beyond: six decimals, as the map's markers give them. */
const COORDINATE = { maximumFractionDigits: 6 } as const;

export function MapCoordinatesForm({ settings, labelledBy }: { settings: MapSettings; labelledBy: string }) {
  const [save] = useSaveMapSettingsMutation();
  const initialValues = useMemo(
    () => ({
      map_lat: settings.map_lat ?? undefined,
      map_lng: settings.map_lng ?? undefined,
      map_lat_diff: settings.map_lat_diff ?? undefined,
      map_heading: settings.map_heading ?? undefined,
    }),
    [settings],
  );
  const onSubmit = async (values: MapSettingsPayload) => {
    // Rejects with an ApiError: VALIDATION_ERROR goes onto the fields, anything else under the form; the values stay.
    await save(mapSettingsSchema.cast(values)).unwrap();
    showToast({ title: MSG.successfullyUpdated, tone: 'success' });
  };
  return (
    <Form<MapSettingsPayload> schema={mapSettingsSchema} initialValues={initialValues} onSubmit={onSubmit} aria-labelledby={labelledBy}>
      <Fields>
        <FormNumberField name="map_lat" label={TEXT.mapLat} formatOptions={COORDINATE} hideSteppers isRequired />
        <FormNumberField name="map_lng" label={TEXT.mapLng} formatOptions={COORDINATE} hideSteppers isRequired />
        <FormNumberField name="map_lat_diff" label={TEXT.mapLatDiff} description={TEXT.mapLatDiffHint} formatOptions={COORDINATE} hideSteppers isRequired />
        <FormNumberField name="map_heading" label={TEXT.mapHeading} description={TEXT.mapHeadingHint} formatOptions={{ maximumFractionDigits: 2 }} hideSteppers isRequired />
      </Fields>
      <div>
        <FormSubmitButton>Save</FormSubmitButton>
      </div>
    </Form>
  );
}
