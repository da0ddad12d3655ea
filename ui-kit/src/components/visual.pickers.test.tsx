/**
 * Visual baselines of slice 2's pickers and fields (icon, related object, weekdays, time, sort
 * order) and of the unsaved-changes question, rendered from their stories without play
 * functions and compared with the PNGs in __screenshots__/. Update deliberately with `--update`.
 */
import type { ComponentType } from 'react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AtollThemeProvider } from '../theme';
import * as iconPickerStories from './IconPicker/IconPicker.stories';
import * as relatedStories from './RelatedObjectPicker/RelatedObjectPicker.stories';
import * as sortOrderStories from './SortOrderField/SortOrderField.stories';
import * as timeFieldStories from './TimeField/TimeField.stories';
import * as unsavedDialogStories from './UnsavedChanges/UnsavedChangesDialog.stories';
import * as weekdayStories from './WeekdayPicker/WeekdayPicker.stories';

const iconPicker = composeStories(iconPickerStories);
const related = composeStories(relatedStories);
const weekday = composeStories(weekdayStories);
const timeField = composeStories(timeFieldStories);
const sortOrder = composeStories(sortOrderStories);
const unsavedDialog = composeStories(unsavedDialogStories);

/** Waits for what must be on screen before the shot (icons decoded, objects loaded). */
type Ready = () => Promise<void>;
const iconsDecoded: Ready = async () => {
  await expect.poll(() => [...document.querySelectorAll('img')].every((img) => img.complete && img.naturalWidth > 0)).toBe(true);
};
const objectShown = (name: string): Ready => async () => {
  await expect.element(page.getByRole('combobox')).toHaveValue(name);
};
const objectsLoaded: Ready = async () => {
  await expect.element(page.getByRole('combobox')).toBeEnabled();
};

const shots: [name: string, Story: ComponentType, ready?: Ready][] = [
  ['icon-picker-selected', iconPicker.Selected, iconsDecoded],
  ['icon-picker-error', iconPicker.WithError, iconsDecoded],
  ['related-object-picker-none', related.Default],
  ['related-object-picker-chosen', related.ChangingTypeClearsObject, objectShown('Spa')],
  ['related-object-picker-error', related.WithErrors, objectsLoaded],
  ['weekday-picker-selected', weekday.Selected],
  ['weekday-picker-error', weekday.WithError],
  ['time-field-value', timeField.WithValue],
  ['time-field-error', timeField.WithError],
  ['sort-order-field', sortOrder.Default],
];

describe('pickers and fields look as approved', () => {
  test.each(shots)('%s', async (name, Story, ready) => {
    render(
      <AtollThemeProvider>
        <div data-testid="shot" style={{ display: 'inline-block', padding: 8, width: 560 }}>
          <Story />
        </div>
      </AtollThemeProvider>,
    );
    await ready?.();
    await expect.element(page.getByTestId('shot')).toMatchScreenshot(name, {
      screenshotOptions: { animations: 'disabled', caret: 'hide' },
    });
  });

  test('unsaved-changes-dialog', async () => {
    const Story = unsavedDialog.Discard;
    render(
      <AtollThemeProvider>
        <Story />
      </AtollThemeProvider>,
    );
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
    // The pointer stays where earlier tests left it, and it may rest on Keep Editing (its hover style);
    // whether the focused button draws its ring depends on their last input (React Aria's global
    // modality). Without hover and focus the shot is the same whatever ran before.
    for (const name of ['Keep Editing', 'Discard']) await userEvent.unhover(page.getByRole('button', { name }));
    (document.activeElement as HTMLElement | null)?.blur();
    await expect.element(page.getByRole('alertdialog')).toMatchScreenshot('unsaved-changes-dialog', {
      screenshotOptions: { animations: 'disabled', caret: 'hide' },
    });
  });
});
