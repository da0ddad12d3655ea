/**
 * The rich editor under Chromium's own keyboard (Playwright, not simulated events):
 * native typing honours Ctrl+B's typing style, Enter makes paragraphs, and a
 * locator's fill() (what console tests use) reports the text.
 */
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { TranslationMap } from '@atoll/contract';
import { AtollThemeProvider } from '../../theme';
import { TranslatableField } from './TranslatableField';

const languages = [
  { code: 'en', name: 'English' },
  { code: 'dv', name: 'Dhivehi' },
];

function renderRich(initial: TranslationMap) {
  const onChange = vi.fn<(value: TranslationMap) => void>();
  function Holder() {
    const [value, setValue] = useState(initial);
    return (
      <TranslatableField
        label="Description"
        variant="rich"
        languages={languages}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  render(
    <AtollThemeProvider>
      <Holder />
    </AtollThemeProvider>,
  );
  return { onChange, last: () => onChange.mock.lastCall?.[0] };
}

test('typing with Ctrl+B and Enter gives strong text in paragraphs', async () => {
  const { last } = renderRich({ en: '' });
  const editor = page.getByRole('textbox', { name: 'Description (English)' });
  await userEvent.click(editor);
  await userEvent.keyboard('Fresh ');
  await userEvent.keyboard('{Control>}b{/Control}');
  await userEvent.keyboard('fish');
  await userEvent.keyboard('{Control>}b{/Control}');
  await userEvent.keyboard(' daily{Enter}Open at noon');
  await expect.poll(last).toEqual({ en: '<p>Fresh <strong>fish</strong> daily</p><p>Open at noon</p>' });
  await expect.element(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
});

test('a bulleted list from the toolbar, typed into', async () => {
  const { last } = renderRich({ en: '' });
  await userEvent.click(page.getByRole('textbox', { name: 'Description (English)' }));
  await userEvent.click(page.getByRole('button', { name: 'Bulleted list' }));
  await expect.element(page.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.keyboard('Towels{Enter}Sunscreen');
  await expect.poll(last).toEqual({ en: '<ul><li>Towels</li><li>Sunscreen</li></ul>' });
});

test("fill() reports the text, and emptying it reports ''", async () => {
  const { last } = renderRich({ en: '<p>Old</p>', dv: '<p>Dhoni</p>' });
  const editor = page.getByRole('textbox', { name: 'Description (English)' });
  await editor.fill('New text');
  await expect.poll(last).toEqual({ en: '<p>New text</p>', dv: '<p>Dhoni</p>' });
  await editor.fill('');
  await expect.poll(last).toEqual({ en: '', dv: '<p>Dhoni</p>' });
  await expect.element(page.getByRole('radio', { name: 'English (missing)' })).toBeChecked();
});
