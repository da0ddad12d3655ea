import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent, type RefObject } from 'react';
import { ToggleButton, Toolbar } from 'react-aria-components';
import styled from 'styled-components';
import { controlSurface } from '../FieldParts';
import { plainTextToHtml, sanitizeRichHtml } from './richHtml';

export interface RichTextEditorProps {
  /** HTML in the stored subset (p, br, strong, em, ul, ol, li). */
  value: string;
  /** Called with the sanitized HTML after each edit ('' when the editor shows no text). */
  onChange: (html: string) => void;
  /** Accessible name of the text box, e.g. 'Description (English)'. */
  'aria-label': string;
  /** Ids of the help and error texts. */
  'aria-describedby'?: string;
  /** Sets aria-invalid and the error border. @default false */
  isInvalid?: boolean;
  /** Sets aria-required. @default false */
  isRequired?: boolean;
  /** Not editable; the toolbar is disabled too. @default false */
  isDisabled?: boolean;
  /** Language code of the text (the `lang` attribute, for spelling and speech). */
  lang?: string;
  /** Receives the text box element too (e.g. to focus it). @default undefined */
  editorRef?: RefObject<HTMLDivElement | null>;
}

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList';
/** Icon strokes (24×24). Icons, not letters: axe wants a button's visible text inside its name. */
const COMMANDS: { command: Command; label: string; icon: string; shortcut?: string }[] = [
  { command: 'bold', label: 'Bold', icon: 'M7 5h6a3.5 3.5 0 0 1 0 7H7z M7 12h7a3.5 3.5 0 0 1 0 7H7z', shortcut: 'b' },
  { command: 'italic', label: 'Italic', icon: 'M10 5h8 M6 19h8 M14 5l-4 14', shortcut: 'i' },
  { command: 'insertUnorderedList', label: 'Bulleted list', icon: 'M9 6h11 M9 12h11 M9 18h11 M4 6h.01 M4 12h.01 M4 18h.01' },
  { command: 'insertOrderedList', label: 'Numbered list', icon: 'M10 6h10 M10 12h10 M10 18h10 M4 4h1v4 M3.5 8h3 M3.5 14.5a1.3 1.3 0 1 1 2.2 1L3.5 19h3' },
];
type Active = Record<Command, boolean>;
const NONE: Active = { bold: false, italic: false, insertUnorderedList: false, insertOrderedList: false };

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Bar = styled(Toolbar)`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

const ToolButton = styled(ToggleButton)`
  min-width: 32px;
  min-height: 28px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textPrimary};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.sm};
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  &[data-selected] { background: ${({ theme }) => theme.color.surfaceSunken}; border-color: ${({ theme }) => theme.color.textPrimary}; }
  &[data-disabled] { opacity: 0.5; cursor: not-allowed; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 1px; }
`;

const Editable = styled.div`
  ${controlSurface}
  min-height: 120px;
  max-height: 360px;
  overflow-y: auto;
  line-height: ${({ theme }) => theme.typography.lineHeight};
  &:focus { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 1px; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.color.textError}; }
  &[aria-disabled='true'] { background: ${({ theme }) => theme.color.surfaceSunken}; color: ${({ theme }) => theme.color.textMuted}; }
  p { margin: 0 0 ${({ theme }) => theme.space.xs}; }
  ul, ol { margin: 0 0 ${({ theme }) => theme.space.xs}; padding-left: ${({ theme }) => theme.space.xl}; }
`;

/**
 * A small rich-text editor: a contentEditable text box (role textbox, multi-line)
 * with a toolbar of toggle buttons (Bold, Italic, Bulleted list, Numbered list;
 * Ctrl/⌘+B and Ctrl/⌘+I). What it reports is always sanitized to the stored subset,
 * and pasted HTML is sanitized before it is inserted.
 */
export function RichTextEditor({ value, onChange, isInvalid, isRequired, isDisabled, lang, editorRef, ...aria }: RichTextEditorProps) {
  const ref = useRef<HTMLDivElement>(null);
  const setRef = (element: HTMLDivElement | null) => {
    ref.current = element;
    if (editorRef) editorRef.current = element;
  };
  // The last HTML this editor reported: a different `value` came from outside and replaces the content.
  const reported = useRef<string | null>(null);
  const [active, setActive] = useState<Active>(NONE);
  // Where the caret was in the text box: a toolbar press moves focus away, the command needs it back.
  const savedRange = useRef<Range | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (element && value !== reported.current) {
      element.innerHTML = value;
      reported.current = value;
    }
  }, [value]);

  useEffect(() => {
    // Toolbar state follows the caret: queryCommandState answers for the current selection.
    const update = () => {
      const element = ref.current;
      const selection = document.getSelection();
      if (!element || !selection?.anchorNode || !element.contains(selection.anchorNode)) return;
      if (selection.rangeCount > 0) savedRange.current = selection.getRangeAt(0).cloneRange();
      setActive({
        bold: document.queryCommandState('bold'),
        italic: document.queryCommandState('italic'),
        insertUnorderedList: document.queryCommandState('insertUnorderedList'),
        insertOrderedList: document.queryCommandState('insertOrderedList'),
      });
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, []);

  const report = () => {
    const html = sanitizeRichHtml(ref.current?.innerHTML ?? '');
    if (html === reported.current) return;
    reported.current = html;
    onChange(html);
  };

  const run = (command: Command) => {
    const element = ref.current;
    if (!element || isDisabled) return;
    if (document.activeElement !== element) {
      element.focus();
      const selection = document.getSelection();
      if (savedRange.current && selection && element.contains(savedRange.current.startContainer)) {
        selection.removeAllRanges();
        selection.addRange(savedRange.current);
      }
    }
    // execCommand is deprecated but remains the only way to edit contentEditable with native undo.
    document.execCommand('defaultParagraphSeparator', false, 'p');
    document.execCommand(command);
    setActive((current) => ({ ...current, [command]: document.queryCommandState(command) }));
    report();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const match = COMMANDS.find((c) => c.shortcut === event.key.toLowerCase());
    if (match) {
      event.preventDefault();
      run(match.command);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (isDisabled) return;
    const html = event.clipboardData.getData('text/html');
    const clean = html ? sanitizeRichHtml(html) : plainTextToHtml(event.clipboardData.getData('text/plain'));
    if (clean) document.execCommand('insertHTML', false, clean);
    report();
  };

  return (
    <Root>
      <Bar aria-label={`${aria['aria-label']}: formatting`}>
        {COMMANDS.map(({ command, label, icon }) => (
          <ToolButton
            key={command}
            aria-label={label}
            data-command={command}
            isSelected={active[command]}
            isDisabled={isDisabled}
            onPress={() => run(command)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth={command === 'bold' ? 2.5 : 2} strokeLinecap="round" strokeLinejoin="round">
              <path d={icon} />
            </svg>
          </ToolButton>
        ))}
      </Bar>
      <Editable
        ref={setRef}
        role="textbox"
        aria-multiline="true"
        aria-label={aria['aria-label']}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={isInvalid || undefined}
        aria-required={isRequired || undefined}
        aria-disabled={isDisabled || undefined}
        contentEditable={!isDisabled}
        suppressContentEditableWarning
        tabIndex={isDisabled ? -1 : 0}
        lang={lang}
        // Thaana (Dhivehi) and Arabic read right to left: let the text decide.
        dir="auto"
        spellCheck
        onInput={report}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
      />
    </Root>
  );
}
