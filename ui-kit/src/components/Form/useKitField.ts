import { useField, type FieldMetaState, type UseFieldConfig } from 'react-final-form';

/** The message a field shows: after it was touched or after a submit attempt. */
export function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.touched && !meta.submitFailed) return undefined;
  if (meta.error) return String(meta.error);
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  return undefined;
}

/** useField plus the kit's error rule; adapters spread `fieldState` into a kit input. */
export function useKitField<Value>(name: string, config?: UseFieldConfig) {
  const { input, meta } = useField<Value>(name, config);
  const errorMessage = visibleError(meta);
  return {
    input,
    fieldState: {
      name: input.name,
      isInvalid: errorMessage !== undefined,
      errorMessage,
      onBlur: () => input.onBlur(),
      onFocus: () => input.onFocus(),
    },
  };
}
