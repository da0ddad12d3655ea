import { useForm } from 'react-final-form';
import { useKitField } from '../Form/useKitField';
import { RelatedObjectPicker, type RelatedObjectPickerProps, type RelatedObjectValue } from './RelatedObjectPicker';

export type FormRelatedObjectPickerProps = Omit<RelatedObjectPickerProps, 'value' | 'onChange' | 'errors' | 'onBlur'>;

/**
 * RelatedObjectPicker bound to the form fields related_type, related_id and related_direct (the
 * names the API and the contract's schemas use); shows each field's error under its control.
 */
export function FormRelatedObjectPicker(props: FormRelatedObjectPickerProps) {
  const form = useForm();
  const type = useKitField<string | null>('related_type');
  const id = useKitField<number | null>('related_id');
  const direct = useKitField<boolean>('related_direct');
  const fields = { related_type: type, related_id: id, related_direct: direct };

  const value: RelatedObjectValue = {
    related_type: typeof type.input.value === 'string' && type.input.value !== '' ? type.input.value : null,
    related_id: typeof id.input.value === 'number' ? id.input.value : null,
    related_direct: direct.input.value === true,
  };

  const change = (next: RelatedObjectValue) => {
    // One batch: validation and subscribers see the three fields change together.
    form.batch(() => {
      if (next.related_type !== value.related_type) form.change('related_type', next.related_type);
      if (next.related_id !== value.related_id) form.change('related_id', next.related_id);
      if (next.related_direct !== value.related_direct) form.change('related_direct', next.related_direct);
    });
  };

  return (
    <RelatedObjectPicker
      {...props}
      value={value}
      onChange={change}
      errors={{ related_type: type.fieldState.errorMessage, related_id: id.fieldState.errorMessage }}
      onBlur={(field) => fields[field].fieldState.onBlur()}
    />
  );
}
