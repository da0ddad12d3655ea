/**
 * Visual baselines of the input primitives: each story below is rendered as a
 * user first sees it (no play function) and compared with the PNG committed in
 * __screenshots__/. Update deliberately with `--update` after a visual change.
 */
import type { ComponentType } from 'react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AtollThemeProvider } from '../theme';
import * as buttonStories from './Button/Button.stories';
import * as checkboxStories from './Checkbox/Checkbox.stories';
import * as colorPickerStories from './ColorPicker/ColorPicker.stories';
import * as comboBoxStories from './ComboBox/ComboBox.stories';
import * as iconButtonStories from './IconButton/IconButton.stories';
import * as imageUploaderStories from './ImageUploader/ImageUploader.stories';
import * as numberFieldStories from './NumberField/NumberField.stories';
import * as passwordFieldStories from './PasswordField/PasswordField.stories';
import * as radioGroupStories from './RadioGroup/RadioGroup.stories';
import * as selectStories from './Select/Select.stories';
import * as stepperStories from './Stepper/Stepper.stories';
import * as switchStories from './Switch/Switch.stories';
import * as textAreaStories from './TextArea/TextArea.stories';
import * as textFieldStories from './TextField/TextField.stories';

const button = composeStories(buttonStories);
const iconButton = composeStories(iconButtonStories);
const textField = composeStories(textFieldStories);
const textArea = composeStories(textAreaStories);
const passwordField = composeStories(passwordFieldStories);
const numberField = composeStories(numberFieldStories);
const select = composeStories(selectStories);
const comboBox = composeStories(comboBoxStories);
const checkbox = composeStories(checkboxStories);
const switches = composeStories(switchStories);
const radioGroup = composeStories(radioGroupStories);
const colorPicker = composeStories(colorPickerStories);
const stepper = composeStories(stepperStories);
const imageUploader = composeStories(imageUploaderStories);

const shots: [name: string, Story: ComponentType][] = [
  ['button-primary', button.Primary],
  ['button-secondary', button.Secondary],
  ['button-danger', button.Danger],
  ['button-disabled', button.Disabled],
  ['button-pending', button.Pending],
  ['icon-button', iconButton.Default],
  ['text-field', textField.Default],
  ['text-field-error', textField.WithError],
  ['text-field-disabled', textField.Disabled],
  ['text-field-read-only', textField.ReadOnly],
  ['text-area-error', textArea.WithError],
  ['password-field-error', passwordField.WithError],
  ['number-field', numberField.Default],
  ['select-selected', select.Selected],
  ['select-error', select.WithError],
  ['combo-box-selected', comboBox.Selected],
  ['checkbox-checked', checkbox.Checked],
  ['checkbox-error', checkbox.WithError],
  ['switch-on', switches.On],
  ['radio-group-vertical', radioGroup.Vertical],
  ['color-picker', colorPicker.Keyboard],
  ['stepper-last-step', stepper.LastStep],
  ['image-uploader-empty', imageUploader.TooLarge],
];

describe('input primitives look as approved', () => {
  test.each(shots)('%s', async (name, Story) => {
    render(
      <AtollThemeProvider>
        <div data-testid="shot" style={{ display: 'inline-block', padding: 8, minWidth: 320 }}>
          <Story />
        </div>
      </AtollThemeProvider>,
    );
    await expect.element(page.getByTestId('shot')).toMatchScreenshot(name, {
      screenshotOptions: { animations: 'disabled', caret: 'hide' },
    });
  });
});
