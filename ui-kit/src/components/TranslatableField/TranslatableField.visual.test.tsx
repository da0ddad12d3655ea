/**
 * Visual baselines of the translatable-text pieces, rendered as a user first
 * sees them (no play function) and compared with the PNGs in __screenshots__/.
 * Update deliberately: `npx vitest run --project browser --update <this file>`.
 */
import type { ComponentType } from 'react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AtollThemeProvider } from '../../theme';
import * as priceStories from './PriceTextField.stories';
import * as richStories from './TranslatableField.rich.stories';
import * as fieldStories from './TranslatableField.stories';
import * as statusStories from './TranslationStatus.stories';

const field = composeStories(fieldStories);
const rich = composeStories(richStories);
const price = composeStories(priceStories);
const status = composeStories(statusStories);

const shots: [name: string, Story: ComponentType][] = [
  ['translatable-field', field.Default],
  ['translatable-field-error', field.WithError],
  ['translatable-field-translate', field.AutoTranslate],
  ['translatable-field-rich', rich.Default],
  ['price-text-field', price.Default],
  ['translation-status-missing', status.Missing],
  ['translation-status-all', status.AllLanguages],
];

describe('translatable text looks as approved', () => {
  test.each(shots)('%s', async (name, Story) => {
    render(
      <AtollThemeProvider>
        <div data-testid="shot" style={{ display: 'inline-block', padding: 8, minWidth: 480 }}>
          <Story />
        </div>
        <div data-testid="pointer-rest" style={{ width: 40, height: 40 }} />
      </AtollThemeProvider>,
    );
    // An earlier test may leave the pointer where the text box appears: hover styles would vary by test order.
    await userEvent.hover(page.getByTestId('pointer-rest'));
    await expect.element(page.getByTestId('shot')).toMatchScreenshot(name, {
      screenshotOptions: { animations: 'disabled', caret: 'hide' },
    });
  });
});
