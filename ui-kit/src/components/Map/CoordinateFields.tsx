import { useId } from 'react';
import styled from 'styled-components';
import { GroupLabel } from '../FieldParts';
import { TextField } from '../TextField';
import { MAP_TEXT } from './mapText';

/** A typed or picked coordinate pair; fields hold text while the person types ('4.' or '-'). */
export interface CoordinateValue {
  lat: string | number | null;
  lng: string | number | null;
}

export interface CoordinateFieldsProps {
  /** The pair's name, e.g. 'Top-left corner' or 'Position'; labels the group. */
  legend: string;
  /** The current pair; numbers (from a map) and text (being typed) both show as typed. */
  value: CoordinateValue;
  /** A field changed: the whole pair, the changed field as the typed text. */
  onChange: (value: CoordinateValue) => void;
  /** Each field's error (from the form's yup schema). @default undefined */
  errors?: { lat?: string; lng?: string };
  /** @default false */
  isDisabled?: boolean;
  /** Marks both fields required ('*', aria-required). @default false */
  isRequired?: boolean;
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const asText = (value: string | number | null) => (value === null ? '' : String(value));

/**
 * Latitude and Longitude as two kit text fields (decimal keyboard on phones), beside every map: the
 * way to place a marker exactly, and without a pointer. Validation stays with the form's schema.
 */
export function CoordinateFields({ legend, value, onChange, errors, isDisabled = false, isRequired = false }: CoordinateFieldsProps) {
  const legendId = useId();
  return (
    <Group role="group" aria-labelledby={legendId} data-coordinate-fields="">
      <GroupLabel id={legendId}>{legend}</GroupLabel>
      <Fields>
        <TextField
          label={MAP_TEXT.latitude}
          inputMode="decimal"
          autoComplete="off"
          value={asText(value.lat)}
          onChange={(lat) => onChange({ ...value, lat })}
          isInvalid={Boolean(errors?.lat)}
          errorMessage={errors?.lat}
          isDisabled={isDisabled}
          isRequired={isRequired}
        />
        <TextField
          label={MAP_TEXT.longitude}
          inputMode="decimal"
          autoComplete="off"
          value={asText(value.lng)}
          onChange={(lng) => onChange({ ...value, lng })}
          isInvalid={Boolean(errors?.lng)}
          errorMessage={errors?.lng}
          isDisabled={isDisabled}
          isRequired={isRequired}
        />
      </Fields>
    </Group>
  );
}
