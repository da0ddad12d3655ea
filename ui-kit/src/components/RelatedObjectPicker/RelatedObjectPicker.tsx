import { MSG, type Choice, type NamedOption } from '@atoll/contract';
import styled from 'styled-components';
import { Button } from '../Button';
import { ComboBox } from '../ComboBox';
import { Select } from '../Select';
import { LoadingSpinner } from '../Spinner';
import { Switch } from '../Switch';
import { useRelatedObjects } from './useRelatedObjects';

/** Texts of the related-object picker that the specification does not word. */
export const RELATED_OBJECT_TEXT = {
  typeLabel: 'Related Type',
  objectLabel: 'Related Object',
  none: 'None',
  direct: 'Open directly',
  directHint: "Guests go straight to the related object instead of this item's own page.",
  chooseType: 'Choose a type first',
  typePlaceholder: 'Choose a type',
  /** The object field's placeholder for a type's label: 'Choose a facility', 'Choose an event'. */
  objectPlaceholder: (typeLabel: string) => {
    const noun = typeLabel.toLowerCase() === 'information' ? 'information page' : typeLabel.toLowerCase();
    return `Choose ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
  },
  empty: 'There is nothing of this type yet.',
  loadFailed: 'The list could not be loaded.',
  loading: 'Loading objects',
} as const;

/** The three fields of a related link, as the API sends and receives them. */
export interface RelatedObjectValue {
  related_type: string | null;
  related_id: number | null;
  related_direct: boolean;
}

export interface RelatedObjectPickerProps {
  /** The kinds of object that can be linked (GET /ui/related-types). */
  types: readonly Choice[];
  /** Loads the objects of a type (GET /ui/related-object/{type}); called when the type changes. */
  loadObjects: (type: string) => Promise<NamedOption[]>;
  /** The current link. */
  value: RelatedObjectValue;
  /** Called with the whole new link; changing the type clears the object. */
  onChange: (value: RelatedObjectValue) => void;
  /** Messages under the type and object fields (e.g. 'Field is required'). @default {} */
  errors?: { related_type?: string; related_id?: string };
  /** A link is required: no 'None' choice, and both fields are marked required. @default false */
  isRequired?: boolean;
  /** Greys out all three fields. @default false */
  isDisabled?: boolean;
  /** Called when a field loses focus (forms mark it touched). @default undefined */
  onBlur?: (field: keyof RelatedObjectValue) => void;
}

const NONE_KEY = '__none__';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textError};
`;

/**
 * What an item (banner, event, quick action) links to in the guest app: a type, one object of
 * that type, and whether tapping opens it directly. Objects load per type, with loading, error
 * (Retry) and empty states.
 */
export function RelatedObjectPicker({
  types,
  loadObjects,
  value,
  onChange,
  errors = {},
  isRequired = false,
  isDisabled = false,
  onBlur,
}: RelatedObjectPickerProps) {
  const type = value.related_type || null;
  const objects = useRelatedObjects(type, loadObjects);
  const typeItems = [
    ...(isRequired ? [] : [{ id: NONE_KEY, label: RELATED_OBJECT_TEXT.none }]),
    ...types.map((t) => ({ id: t.value, label: t.label })),
  ];
  const objectItems = objects.options.map((o) => ({ id: o.id, label: o.name }));

  const chooseType = (key: string | number | null) => {
    const next = key == null || key === NONE_KEY ? null : String(key);
    if (next === type) return;
    onChange({ related_type: next, related_id: null, related_direct: next ? value.related_direct : false });
  };

  let objectHint: string | undefined;
  const typeLabel = types.find((t) => t.value === type)?.label;
  if (!type) objectHint = RELATED_OBJECT_TEXT.chooseType;
  else if (objects.status === 'ready' && objectItems.length === 0) objectHint = RELATED_OBJECT_TEXT.empty;

  return (
    <Stack>
      <Select
        label={RELATED_OBJECT_TEXT.typeLabel}
        items={typeItems}
        placeholder={RELATED_OBJECT_TEXT.typePlaceholder}
        value={type ?? (isRequired ? null : NONE_KEY)}
        onChange={chooseType}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={errors.related_type !== undefined}
        errorMessage={errors.related_type}
        onBlur={() => onBlur?.('related_type')}
      />
      <ComboBox
        // React Aria links a description only if it exists when the field mounts: a hint that
        // appears later (empty list) gets a fresh field so screen readers hear it.
        key={objectHint ?? 'list'}
        label={RELATED_OBJECT_TEXT.objectLabel}
        items={objectItems}
        placeholder={RELATED_OBJECT_TEXT.objectPlaceholder(typeLabel ?? 'object')}
        value={value.related_id}
        onChange={(key) => onChange({ ...value, related_id: key == null ? null : Number(key) })}
        isRequired={isRequired || type !== null}
        isDisabled={isDisabled || !type || objects.status !== 'ready'}
        isInvalid={errors.related_id !== undefined}
        errorMessage={errors.related_id}
        description={objectHint}
        onBlur={() => onBlur?.('related_id')}
      />
      {objects.status === 'loading' && <LoadingSpinner label={RELATED_OBJECT_TEXT.loading} showLabel size="sm" />}
      {objects.status === 'error' && (
        <Status role="alert">
          {RELATED_OBJECT_TEXT.loadFailed}
          <Button variant="secondary" onPress={objects.retry}>
            {MSG.retry}
          </Button>
        </Status>
      )}
      <Switch
        isSelected={value.related_direct}
        onChange={(related_direct) => onChange({ ...value, related_direct })}
        isDisabled={isDisabled || !type}
        description={RELATED_OBJECT_TEXT.directHint}
        onBlur={() => onBlur?.('related_direct')}
      >
        {RELATED_OBJECT_TEXT.direct}
      </Switch>
    </Stack>
  );
}
