import { useForm, useFormState } from 'react-final-form';
import { Button, type ButtonProps } from '../Button';
import { SaveBar, type SaveBarProps } from '../SaveBar';

export type FormSubmitButtonProps = Omit<ButtonProps, 'type' | 'isPending'>;

/** The form's submit button: pending (focusable, presses ignored) while the submission runs. */
export function FormSubmitButton(props: FormSubmitButtonProps) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return <Button {...props} type="submit" isPending={submitting} />;
}

export type FormSaveBarProps = Omit<SaveBarProps, 'isVisible' | 'onSave' | 'onCancel' | 'isSaving'>;

/**
 * The save bar of a form (spec: appears once a field changes; Save submits; Cancel resets; it hides
 * after a successful save, which makes the saved values the new starting point, or after a cancel).
 */
export function FormSaveBar(props: FormSaveBarProps) {
  const form = useForm();
  const { dirty, submitting } = useFormState({ subscription: { dirty: true, submitting: true } });

  const save = async () => {
    await form.submit();
    const state = form.getState();
    if (state.submitSucceeded && !state.hasSubmitErrors) form.initialize(state.values);
  };

  return (
    <SaveBar
      {...props}
      isVisible={dirty || submitting}
      isSaving={submitting}
      onSave={() => void save()}
      onCancel={() => form.reset()}
    />
  );
}
