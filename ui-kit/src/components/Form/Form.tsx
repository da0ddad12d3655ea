import { useMemo, useState, type ReactNode } from 'react';
import { FORM_ERROR, type FormApi, type SubmissionErrors as FinalFormSubmissionErrors } from 'final-form';
import { Form as FinalForm, useFormState, type FormRenderProps } from 'react-final-form';
import styled from 'styled-components';
import { FormAlert } from './FormAlert';
import type { AnyObjectSchema } from 'yup';
import { isApiError, submissionErrorsFrom } from './submissionErrors';
import { nestErrors, validateWithSchema } from './schemaValidation';
import { useReportUnsavedChanges } from '../UnsavedChanges/UnsavedChangesScope';

export interface FormProps<Values extends object> {
  /** yup object schema; validated with abortEarly: false, messages mapped by path. @default undefined */
  schema?: AnyObjectSchema;
  /** Values the fields start from (and Cancel returns to). @default {} */
  initialValues?: Partial<Values>;
  /**
   * Called with valid values. Reject with an ApiError to show it: VALIDATION_ERROR messages go
   * onto fields (or the banner above the form), anything else under the form.
   */
  onSubmit: (values: Values, form: FormApi<Values, Partial<Values>>) => Promise<unknown> | void;
  /** The fields, or a function of final-form's render props. */
  children: ReactNode | ((props: FormRenderProps<Values>) => ReactNode);
  /** Accessible name of the form (a form needs one to be a landmark). @default undefined */
  'aria-label'?: string;
  /** Id of the element that names the form. @default undefined */
  'aria-labelledby'?: string;
  /** Id of the <form> element, for submit buttons outside it. @default undefined */
  id?: string;
  /**
   * Report unsaved changes to the nearest UnsavedChangesScope (a Drawer, the console shell), which
   * then asks before they are lost. Turn off for forms whose values are not worth keeping (filters).
   * @default true
   */
  trackUnsavedChanges?: boolean;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const FormBody = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;


/**
 * Screens often rebuild `initialValues` on every render (e.g. from a query result); comparing by
 * content keeps that from reinitialising the form and wiping what the user typed.
 */
const sameValues = (a?: object, b?: object) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Tells the nearest scope whether the form holds changes not yet saved: edited since it started,
 * or since its last successful submit (a form that stays open after saving is clean again).
 */
function UnsavedChangesReporter() {
  const { dirty, submitSucceeded, dirtySinceLastSubmit } = useFormState({
    subscription: { dirty: true, submitSucceeded: true, dirtySinceLastSubmit: true },
  });
  useReportUnsavedChanges(Boolean(submitSucceeded ? dirtySinceLastSubmit : dirty));
  return null;
}

/** A react-final-form form validated by a yup schema, with the kit's server-error display. */
export function Form<Values extends object>({
  schema,
  initialValues,
  onSubmit,
  children,
  id,
  trackUnsavedChanges = true,
  ...aria
}: FormProps<Values>) {
  const [banner, setBanner] = useState<string[]>([]);
  const validate = useMemo(() => (schema ? (values: Values) => validateWithSchema(schema, values) : undefined), [schema]);

  const submit = async (values: Values, form: FormApi<Values, Partial<Values>>): Promise<FinalFormSubmissionErrors | undefined> => {
    setBanner([]);
    try {
      await onSubmit(values, form);
      return undefined;
    } catch (error) {
      // Anything but an ApiError is a bug, not a server answer: keep it visible to developers.
      if (!isApiError(error)) console.error(error);
      const parts = submissionErrorsFrom(error, form.getRegisteredFields());
      setBanner(parts.banner);
      return { ...nestErrors(parts.fields), ...(parts.form ? { [FORM_ERROR]: parts.form } : {}) };
    }
  };

  return (
    <FinalForm<Values> onSubmit={submit} initialValues={initialValues} initialValuesEqual={sameValues} validate={validate}>
      {(props) => (
        <Stack>
          {trackUnsavedChanges && <UnsavedChangesReporter />}
          <FormAlert messages={banner} />
          <FormBody id={id} noValidate onSubmit={props.handleSubmit} {...aria}>
            {typeof children === 'function' ? children(props) : children}
          </FormBody>
          <FormAlert messages={props.submitError ? [String(props.submitError)] : []} />
        </Stack>
      )}
    </FinalForm>
  );
}
