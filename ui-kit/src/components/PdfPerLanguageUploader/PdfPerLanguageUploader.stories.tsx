import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONTENT_TEXT, MSG, STATUS_MESSAGES, UPLOAD_MAX_BYTES, apiError, type LanguageFile } from '@atoll/contract';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer } from '../../test-utils';
import { dropFiles, fileInput, imageFile, pause, pdfFile } from '../ImageUploader/uploadStoryFixtures';
import { PdfPerLanguageUploader, type PdfPerLanguageUploaderProps } from './PdfPerLanguageUploader';

const languages = [
  { code: 'en', name: 'English' },
  { code: 'dv', name: 'Dhivehi' },
  { code: 'ru', name: 'Russian' },
];
const pdfOf = (code: string, filename: string): LanguageFile => ({ id: `${code}-${filename}`, language_code: code, filename, url: `/api/v1/files/${code}-${filename}` });
const englishMenu = pdfOf('en', 'menu-en.pdf');

/** Holds the files like a screen would: the server keeps one PDF per language. */
function Stateful(args: PdfPerLanguageUploaderProps) {
  const [files, setFiles] = useState<readonly LanguageFile[]>(args.files);
  return (
    <PdfPerLanguageUploader
      {...args}
      files={files}
      onUpload={async (file, code, onProgress) => {
        await args.onUpload(file, code, onProgress);
        setFiles((current) => [...current.filter((f) => f.language_code !== code), pdfOf(code, file.name)]);
      }}
      onDelete={async (code) => {
        await args.onDelete(code);
        setFiles((current) => current.filter((f) => f.language_code !== code));
      }}
    />
  );
}

const meta = {
  title: 'Kit/PdfPerLanguageUploader',
  component: PdfPerLanguageUploader,
  tags: ['autodocs'],
  args: {
    label: 'PDF',
    languages,
    files: [englishMenu],
    onUpload: fn(async () => {}),
    onDelete: fn(async () => {}),
  },
  render: (args) => <Stateful {...args} />,
  beforeEach: () => clearLiveAnnouncer(),
} satisfies Meta<typeof PdfPerLanguageUploader>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('list', { name: 'PDF by language' }))
    .getAllByRole('listitem')
    .find((item) => item.firstElementChild?.textContent === name)!;

async function chooseLanguage(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Language/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

/** Each language with its PDF (a link that opens it) or none. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(row(canvasElement, 'English')).getByRole('link', { name: 'menu-en.pdf' });
    await expect(link).toHaveAttribute('href', englishMenu.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(within(row(canvasElement, 'English')).getByRole('button', { name: 'Remove English PDF' })).toBeVisible();
    await expect(row(canvasElement, 'Dhivehi')).toHaveTextContent('No PDF');
    await expect(within(row(canvasElement, 'Dhivehi')).queryByRole('button')).toBeNull();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'application/pdf');
  },
};

/** Without a language, choosing or dropping a file says so and uploads nothing. */
export const LanguageFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose PDF' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MSG.selectLanguageFirst);
    dropFiles(canvas.getByRole('button', { name: 'Drop a PDF for PDF' }), [pdfFile(1000)]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MSG.selectLanguageFirst);
    await expect(args.onUpload).not.toHaveBeenCalled();
    // Choosing a language clears the message.
    await chooseLanguage(canvasElement, 'Dhivehi');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/** Language, then PDF: it uploads for that language and shows in the list. */
export const UploadForLanguage: Story = {
  play: async ({ canvasElement, args }) => {
    await chooseLanguage(canvasElement, 'Dhivehi');
    await userEvent.upload(fileInput(canvasElement), pdfFile(2000, 'menu-dv.pdf'));
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledTimes(1));
    await expect(args.onUpload).toHaveBeenCalledWith(expect.objectContaining({ name: 'menu-dv.pdf' }), 'dv', expect.any(Function));
    await expect(await within(row(canvasElement, 'Dhivehi')).findByRole('link', { name: 'menu-dv.pdf' })).toBeVisible();
    await expect(within(row(canvasElement, 'English')).getByRole('link', { name: 'menu-en.pdf' })).toBeVisible();
  },
};

/** Keyboard: the button is disabled while the PDF uploads; afterwards focus is back on it, not lost to the page. */
export const FocusBackAfterUpload: Story = {
  args: { onUpload: fn(() => pause(150)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseLanguage(canvasElement, 'Dhivehi');
    canvas.getByRole('button', { name: 'Choose PDF' }).focus();
    await userEvent.upload(fileInput(canvasElement), pdfFile(2000, 'menu-dv.pdf'));
    await expect(await within(row(canvasElement, 'Dhivehi')).findByRole('link', { name: 'menu-dv.pdf' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Replace PDF' })).toHaveFocus());
  },
};

/** A language that has a PDF offers Replace PDF; the new file takes the old one's place. */
export const ReplaceForLanguage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseLanguage(canvasElement, 'English');
    await expect(canvas.getByRole('button', { name: 'Replace PDF' })).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), pdfFile(2000, 'menu-en-2026.pdf'));
    await expect(await within(row(canvasElement, 'English')).findByRole('link', { name: 'menu-en-2026.pdf' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'menu-en.pdf' })).toBeNull();
    await expect(args.onUpload).toHaveBeenCalledWith(expect.anything(), 'en', expect.any(Function));
  },
};

/** A dropped PDF uploads for the chosen language like a chosen one. */
export const DropForLanguage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseLanguage(canvasElement, 'Russian');
    dropFiles(canvas.getByRole('button', { name: 'Drop a PDF for PDF' }), [pdfFile(2000, 'menu-ru.pdf')]);
    await expect(await within(row(canvasElement, 'Russian')).findByRole('link', { name: 'menu-ru.pdf' })).toBeVisible();
    await expect(args.onUpload).toHaveBeenCalledWith(expect.anything(), 'ru', expect.any(Function));
  },
};

export const NotAPdf: Story = {
  play: async ({ canvasElement, args }) => {
    await chooseLanguage(canvasElement, 'Dhivehi');
    await userEvent.upload(fileInput(canvasElement), imageFile(1000, 'menu.png'), { applyAccept: false });
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(CONTENT_TEXT.notAPdf);
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const TooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    await chooseLanguage(canvasElement, 'Dhivehi');
    await userEvent.upload(fileInput(canvasElement), pdfFile(UPLOAD_MAX_BYTES + 1, 'scan.pdf'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(MSG.fileTooLarge);
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  args: {
    onUpload: fn(async (_file: File, _code: string, onProgress: (fraction: number) => void) => {
      onProgress(0.3);
      await pause(600);
      onProgress(1);
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseLanguage(canvasElement, 'Dhivehi');
    await userEvent.upload(fileInput(canvasElement), pdfFile(2000, 'menu-dv.pdf'));
    await expect(await canvas.findByRole('progressbar', { name: 'Uploading' })).toHaveAttribute('aria-valuenow', '30');
    await expect(canvas.getByRole('button', { name: 'Choose PDF' })).toBeDisabled();
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    await expect(within(row(canvasElement, 'Dhivehi')).getByRole('link', { name: 'menu-dv.pdf' })).toBeVisible();
  },
};

/** The server's message is shown as it is (here: the content is not really a PDF, 415). */
export const ServerRefuses: Story = {
  args: { onUpload: fn(async () => Promise.reject(apiError(415))) },
  play: async ({ canvasElement }) => {
    await chooseLanguage(canvasElement, 'Dhivehi');
    await userEvent.upload(fileInput(canvasElement), pdfFile(2000, 'renamed.pdf'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(STATUS_MESSAGES[415]);
    await expect(row(canvasElement, 'Dhivehi')).toHaveTextContent('No PDF');
  },
};

/** Remove asks first; confirmed, the language has no PDF any more. */
export const RemoveOne: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(row(canvasElement, 'English')).getByRole('button', { name: 'Remove English PDF' }));
    let dialog = await screen.findByRole('alertdialog', { name: MSG.deleteConfirmTitle });
    await expect(dialog).toHaveTextContent(MSG.deleteConfirmBody);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(within(row(canvasElement, 'English')).getByRole('button', { name: 'Remove English PDF' }));
    dialog = await screen.findByRole('alertdialog', { name: MSG.deleteConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).toHaveBeenCalledWith('en');
    await expect(row(canvasElement, 'English')).toHaveTextContent('No PDF');
    clearLiveAnnouncer();
  },
};

export const RemoveFails: Story = {
  args: { onDelete: fn(async () => Promise.reject(apiError(500))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(row(canvasElement, 'English')).getByRole('button', { name: 'Remove English PDF' }));
    const dialog = await screen.findByRole('alertdialog', { name: MSG.deleteConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(STATUS_MESSAGES[500]);
    await expect(within(row(canvasElement, 'English')).getByRole('link', { name: 'menu-en.pdf' })).toBeVisible();
    clearLiveAnnouncer();
  },
};

export const Empty: Story = {
  args: { files: [] },
  play: async ({ canvasElement }) => {
    for (const language of languages) await expect(row(canvasElement, language.name)).toHaveTextContent('No PDF');
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** Keyboard only: the language list opens with the arrow keys, then Choose PDF is next in line. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Language/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByRole('button', { name: /Language/ })).toHaveTextContent('Dhivehi');
    // The closing list hands the focus back to its button a frame later: Tab must start from there.
    await waitFor(() => expect(canvas.getByRole('button', { name: /Language/ })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Drop a PDF for PDF' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose PDF' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'menu-en.pdf' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove English PDF' })).toHaveFocus();
  },
};
