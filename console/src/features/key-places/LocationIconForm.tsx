/**
 * A key place's Icon tab (spec sections 2, 5, 9): the icon picker (GET ui/icons), the foreground colour
 * ('Field is required', #FFFFFF by default) and the background colour (#F56565 by default), with a live
 * preview and the pair's contrast — at least 3:1 (ICON_CONTRAST_MIN), as the API checks it. PATCH
 * locations/{id}/icon.
 */
import { useMemo } from 'react';
import { useFormState } from 'react-final-form';
import styled from 'styled-components';
import {
  ICON_CONTRAST_MIN,
  LOCATION_ICON_BACKGROUND,
  LOCATION_ICON_COLOR,
  LOCATION_TEXT,
  MSG,
  contrastRatio,
  locationIconSchema,
  type Location,
} from '@atoll/contract';
import { Form, FormIconPicker, FormSaveBar, FormTextField, showToast } from '@atoll/ui-kit';
import { useIconsQuery } from '#api/contentApi.ts';
import { useUpdateLocationIconMutation } from './api';
import { IconBadge } from './IconBadge';

interface IconValues {
  icon: string | null;
  icon_color: string;
  icon_background: string;
}

const HEX = /^#[0-9A-Fa-f]{6}$/;

const Preview = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The badge as guests will see it, and the pair's contrast while the colours are typed. */
function IconPreview({ name }: { name: string }) {
  const { values } = useFormState<IconValues>({ subscription: { values: true } });
  const color = HEX.test(values.icon_color ?? '') ? values.icon_color : LOCATION_ICON_COLOR;
  const background = HEX.test(values.icon_background ?? '') ? values.icon_background : LOCATION_ICON_BACKGROUND;
  const ratio = contrastRatio(color, background);
  return (
    <Preview>
      <IconBadge icon={values.icon} color={color} background={background} size={56} label={`${LOCATION_TEXT.iconPreview}: ${name}`} />
      <span aria-live="polite">
        {LOCATION_TEXT.contrast(ratio)}
        {ratio < ICON_CONTRAST_MIN ? ` — ${LOCATION_TEXT.iconContrast}` : ''}
      </span>
    </Preview>
  );
}

export function LocationIconForm({ place }: { place: Location }) {
  const [update] = useUpdateLocationIconMutation();
  const { data: icons = [], isLoading } = useIconsQuery();
  const initialValues = useMemo<IconValues>(
    () => ({ icon: place.icon, icon_color: place.icon_color, icon_background: place.icon_background }),
    [place],
  );
  return (
    <Form<IconValues>
      schema={locationIconSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        await update({ id: place.id, ...values }).unwrap();
        showToast({ title: MSG.successfullyUpdated, tone: 'success' });
      }}
      aria-label={LOCATION_TEXT.tabIcon}
    >
      <FormIconPicker name="icon" label={LOCATION_TEXT.icon} icons={icons} isLoading={isLoading} />
      <FormTextField name="icon_color" label={LOCATION_TEXT.iconColor} isRequired autoComplete="off" maxLength={7} description={`${LOCATION_ICON_COLOR} by default`} />
      <FormTextField name="icon_background" label={LOCATION_TEXT.iconBackground} autoComplete="off" maxLength={7} description={`${LOCATION_ICON_BACKGROUND} by default`} />
      <IconPreview name={place.name} />
      <FormSaveBar />
    </Form>
  );
}
