/** Example forms used by the stories and the visual tests; not part of the kit's API. */
import { MSG, PROPERTY_TYPES, RECURRING_TYPES, settingsSchema, signupCompanySchema, signupUserSchema } from '@atoll/contract';
import * as yup from 'yup';
import { Form, type FormProps } from './Form';
import { FormSaveBar, FormSubmitButton } from './FormButtons';
import {
  FormCheckbox,
  FormColorPicker,
  FormComboBox,
  FormNumberField,
  FormPasswordField,
  FormRadioGroup,
  FormSelect,
  FormSwitch,
  FormTextArea,
  FormTextField,
} from './FormFields';

export const demoCountries = [
  { id: 'MDV', label: 'Maldives' },
  { id: 'LKA', label: 'Sri Lanka' },
  { id: 'IND', label: 'India' },
];
const propertyTypes = PROPERTY_TYPES.map((t) => ({ id: t.value, label: t.label }));

/** Nested on purpose: errors arrive as 'user.email' and 'company.type'. */
export const demoSignupSchema = yup.object({
  user: signupUserSchema.pick(['name', 'email', 'password']),
  company: signupCompanySchema.pick(['type', 'country3']),
});
export type DemoSignup = yup.InferType<typeof demoSignupSchema>;

export function DemoSignupForm({ onSubmit }: Pick<FormProps<DemoSignup>, 'onSubmit'>) {
  return (
    <Form<DemoSignup> schema={demoSignupSchema} onSubmit={onSubmit} aria-label="Create account" initialValues={{ company: { country3: 'MDV' } } as Partial<DemoSignup>}>
      <FormTextField name="user.name" label="Name" isRequired />
      <FormTextField name="user.email" label="Business e-mail" type="email" isRequired />
      <FormPasswordField name="user.password" label="Password" isRequired autoComplete="new-password" />
      <FormSelect name="company.type" label="Property type" items={propertyTypes} isRequired />
      <FormComboBox name="company.country3" label="Country" items={demoCountries} isRequired />
      <FormSubmitButton>Create Account</FormSubmitButton>
    </Form>
  );
}

const propertySchema = settingsSchema.shape({ active: yup.boolean() });
export type DemoProperty = yup.InferType<typeof propertySchema>;

export function DemoPropertyForm({ onSubmit }: Pick<FormProps<DemoProperty>, 'onSubmit'>) {
  return (
    <Form<DemoProperty>
      schema={propertySchema}
      onSubmit={onSubmit}
      aria-label="Property settings"
      initialValues={{ property_name: 'Sun Island', primary_color: '#FC4500', active: true }}
    >
      <FormTextField name="property_name" label="Property name" isRequired />
      <FormColorPicker name="primary_color" label="Primary colour" />
      <FormSwitch name="active">Active</FormSwitch>
      <FormSaveBar />
    </Form>
  );
}

const slotSchema = yup.object({
  description: yup.string().required(MSG.fieldRequired),
  max_pax: yup.number().when('requires_pax', { is: true, then: (s) => s.required(MSG.fieldRequired), otherwise: (s) => s.optional() }),
  requires_pax: yup.boolean(),
  recurring: yup.string().oneOf([...RECURRING_TYPES]).required(MSG.fieldRequired),
});
export type DemoSlot = yup.InferType<typeof slotSchema>;

export function DemoSlotForm({ onSubmit }: Pick<FormProps<DemoSlot>, 'onSubmit'>) {
  return (
    <Form<DemoSlot> schema={slotSchema} onSubmit={onSubmit} aria-label="Slot">
      <FormTextArea name="description" label="Description" isRequired />
      <FormCheckbox name="requires_pax">Requires pax</FormCheckbox>
      <FormNumberField name="max_pax" label="Maximum pax" minValue={1} />
      <FormRadioGroup name="recurring" label="Recurring" options={RECURRING_TYPES.map((t) => ({ id: t, label: t }))} isRequired />
      <FormSubmitButton>Save slot</FormSubmitButton>
    </Form>
  );
}
