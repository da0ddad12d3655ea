import { useState } from 'react';
import { useField, type FieldMetaState, type UseFieldConfig } from 'react-final-form';

/**
 * The message a field shows: once the user left it after changing it, or after a submit attempt.
 * Tabbing through a form marks nothing red; neither do the hidden fields final-form marks touched
 * when another step of the same form is submitted (sign-up's wizard).
 * @param leftDirty whether the field lost focus while holding a change (meta.modified)
 */
export function visibleError(meta: FieldMetaState<unknown>, leftDirty = false): string | undefined {
  if (!(leftDirty && meta.modified) && !meta.submitFailed) return undefined;
  if (meta.error) return String(meta.error);
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  return undefined;
}

/** useField plus the kit's error rule; adapters spread `fieldState` into a kit input. */
export function useKitField<Value>(name: string, config?: UseFieldConfig) {
  const { input, meta } = useField<Value>(name, config);
  // final-form's `touched` cannot say whether the blur came after the change, so the field keeps it.
  const [leftDirty, setLeftDirty] = useState(false);
  const errorMessage = visibleError(meta, leftDirty);
  return {
    input,
    fieldState: {
      name: input.name,
      isInvalid: errorMessage !== undefined,
      errorMessage,
      onBlur: () => {
        input.onBlur();
        if (meta.modified) setLeftDirty(true);
      },
      onFocus: () => input.onFocus(),
    },
  };
}
