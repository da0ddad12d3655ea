import type { Meta, StoryObj } from '@storybook/react-vite';
import { LABEL, MSG } from '@atoll/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer } from '../../test-utils';
import { LANGUAGES, StatefulField, fakeTranslate, lastCall } from './storyData';
import { TranslatableField } from './TranslatableField';

/** The 'rich' variant: a small accessible editor whose value is HTML (p, br, strong, em, ul, ol, li) per language. */
const meta = {
  title: 'Kit/TranslatableField/Rich text',
  component: TranslatableField,
  tags: ['autodocs'],
  beforeEach: clearLiveAnnouncer,
  args: { label: 'Description', variant: 'rich', languages: LANGUAGES, value: { en: '<p>Sunset cruise</p>' }, onChange: fn() },
  render: (args) => <StatefulField {...args} />,
} satisfies Meta<typeof TranslatableField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Selects `word` inside `element`, as a person would by double-clicking it. */
function selectWord(element: HTMLElement, word: string) {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(word) ?? -1;
    if (at >= 0) {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + word.length);
      const selection = document.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return;
    }
  }
  throw new Error(`"${word}" is not in the editor`);
}

function selectAll(element: HTMLElement) {
  const range = document.createRange();
  range.selectNodeContents(element);
  document.getSelection()!.removeAllRanges();
  document.getSelection()!.addRange(range);
}

/** A multi-line text box with a formatting toolbar; Ctrl+B makes the selection bold. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: 'Description (English)' });
    await expect(editor).toHaveAttribute('aria-multiline', 'true');
    await expect(editor).toHaveTextContent('Sunset cruise');
    const toolbar = canvas.getByRole('toolbar', { name: 'Description (English): formatting' });
    for (const name of ['Bold', 'Italic', 'Bulleted list', 'Numbered list']) {
      await expect(within(toolbar).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    editor.focus();
    selectWord(editor, 'cruise');
    await userEvent.keyboard('{Control>}b{/Control}');
    await waitFor(() => expect(lastCall(args.onChange)).toEqual({ en: '<p>Sunset <strong>cruise</strong></p>' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true'));
    selectWord(editor, 'Sunset');
    await userEvent.keyboard('{Control>}i{/Control}');
    await waitFor(() => expect(lastCall(args.onChange)).toEqual({ en: '<p><em>Sunset</em> <strong>cruise</strong></p>' }));
  },
};

/** The toolbar buttons toggle lists on the selected paragraphs; the toolbar shows which is on. */
export const Lists: Story = {
  args: { value: { en: '<p>Towels</p><p>Sunscreen</p>' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: 'Description (English)' });
    editor.focus();
    selectAll(editor);
    await userEvent.click(canvas.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(lastCall(args.onChange)).toEqual({ en: '<ul><li>Towels</li><li>Sunscreen</li></ul>' }));
    await expect(canvas.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
    selectAll(editor);
    await userEvent.click(canvas.getByRole('button', { name: 'Numbered list' }));
    await waitFor(() => expect(lastCall(args.onChange)).toEqual({ en: '<ol><li>Towels</li><li>Sunscreen</li></ol>' }));
    await expect(canvas.getByRole('button', { name: 'Numbered list' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Typing into an empty language gives a paragraph; the other languages keep their text. */
export const TypeInAnotherLanguage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Dhivehi (missing)' }));
    const editor = canvas.getByRole('textbox', { name: 'Description (Dhivehi)' });
    await expect(editor).toHaveAttribute('lang', 'dv');
    await expect(editor).toHaveTextContent('');
    await userEvent.click(editor);
    await userEvent.keyboard('Dhoni');
    await waitFor(() => expect(lastCall(args.onChange)).toEqual({ en: '<p>Sunset cruise</p>', dv: '<p>Dhoni</p>' }));
    await expect(canvas.getByRole('radio', { name: 'Dhivehi' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'English' }));
    await expect(canvas.getByRole('textbox', { name: 'Description (English)' })).toHaveTextContent('Sunset cruise');
  },
};

/** Pasted HTML keeps only the subset: no scripts, attributes, images or links. */
export const PasteSanitized: Story = {
  args: { value: { en: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: 'Description (English)' });
    await userEvent.click(editor);
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<h1 style="color:red">Menu</h1><script>window.pasted = 1</script><p onclick="alert(1)">Fresh <b>fish</b> <a href="https://example.test">daily</a><img src="x" onerror="alert(2)"></p>',
    );
    data.setData('text/plain', 'Menu Fresh fish daily');
    await userEvent.paste(data);
    await waitFor(() => expect(String((lastCall(args.onChange) as Record<string, string>)?.en)).toContain('<strong>fish</strong>'));
    const html = (lastCall(args.onChange) as Record<string, string>).en;
    for (const banned of ['<script', 'onclick', 'href', '<img', 'style=', '<h1', '<a ']) await expect(html).not.toContain(banned);
    await expect(html).toContain('Menu');
    await expect(html).toContain('daily');
    await expect(editor.querySelector('script, img, a, [style]')).toBeNull();
  },
};

/** With no text in any language the rich variant asks for text with the spec's message. */
export const AutoTranslateNeedsText: Story = {
  args: { value: { en: '' }, onTranslate: fn(fakeTranslate) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: LABEL.autoTranslate }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(MSG.translateNeedsText);
    await expect(args.onTranslate).not.toHaveBeenCalled();
  },
};

/** Translated HTML is sanitized to the subset before it is filled in. */
export const AutoTranslate: Story = {
  args: {
    value: { en: '<p>Sunset <strong>cruise</strong></p>' },
    onTranslate: fn(async ({ targets }: { text: string; source: string; targets: string[] }) =>
      targets.map((code) => ({ code, text: `<p class="x">${code}: <b>dhoni</b><script>1</script></p>` })),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: LABEL.autoTranslate }));
    await waitFor(() =>
      expect(lastCall(args.onChange)).toEqual({
        en: '<p>Sunset <strong>cruise</strong></p>',
        dv: '<p>dv: <strong>dhoni</strong></p>',
        ru: '<p>ru: <strong>dhoni</strong></p>',
      }),
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Russian' }));
    await expect(canvas.getByRole('textbox', { name: 'Description (Russian)' })).toHaveTextContent('ru: dhoni');
  },
};

/** Translating into the language on screen fills its open editor. */
export const AutoTranslateIntoOpenEditor: Story = {
  args: { value: { en: '<p>Sunset cruise</p>' }, onTranslate: fn(fakeTranslate) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Dhivehi (missing)' }));
    const editor = canvas.getByRole('textbox', { name: 'Description (Dhivehi)' });
    await expect(editor).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: LABEL.autoTranslate }));
    await waitFor(() => expect(editor).toHaveTextContent('[dv] Sunset cruise'));
    await expect(args.onTranslate).toHaveBeenCalledWith({ text: '<p>Sunset cruise</p>', source: 'en', targets: ['dv', 'ru'] });
    await expect(canvas.getByRole('radio', { name: 'Dhivehi' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: 'Description (English)' });
    await expect(editor).toHaveAttribute('aria-disabled', 'true');
    await expect(editor).toHaveAttribute('contenteditable', 'false');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toBeDisabled();
  },
};
