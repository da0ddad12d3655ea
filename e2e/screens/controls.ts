/**
 * React Aria's radios, switches and checkboxes keep the native input visually
 * hidden inside their <label>, under the drawn control: a person clicks what
 * they see, the label.
 */
import type { Locator } from 'playwright';

export async function clickLabelOf(control: Locator): Promise<void> {
  await control.locator('xpath=ancestor::label[1]').click();
}
