/**
 * Guards the public surface of the inputs half of the kit: adding or removing
 * an export is a deliberate change that also updates this list.
 */
import { expect, test } from 'vitest';
import * as inputs from './inputs';

test('the inputs barrel exports exactly the documented API', () => {
  expect(Object.keys(inputs).sort()).toEqual([
    'Button',
    'CaptchaField',
    'Checkbox',
    'ColorPicker',
    'ComboBox',
    'FieldDescription',
    'FieldErrorText',
    'FieldLabel',
    'Form',
    'FormAlert',
    'FormCheckbox',
    'FormColorPicker',
    'FormComboBox',
    'FormNumberField',
    'FormPasswordField',
    'FormRadioGroup',
    'FormSaveBar',
    'FormSelect',
    'FormSubmitButton',
    'FormSwitch',
    'FormTextArea',
    'FormTextField',
    'IconButton',
    'ImageUploader',
    'NumberField',
    'PasswordField',
    'Popover',
    'RadioGroup',
    'Select',
    'Spinner',
    'Stepper',
    'Switch',
    'TextArea',
    'TextField',
    'Tooltip',
    'isApiError',
    'submissionErrorsFrom',
    'useKitField',
    'validateWithSchema',
    'visibleError',
  ]);
});
