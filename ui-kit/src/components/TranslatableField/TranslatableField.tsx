import { useId, useRef, useState, type FocusEvent } from 'react';
import { TextField as RACTextField } from 'react-aria-components';
import { CONTENT_TEXT, DEFAULT_LANGUAGE, LABEL, TEXT_MAX, missingLanguages, type TranslationMap } from '@atoll/contract';
import styled from 'styled-components';
import { Button } from '../Button';
import { FieldInput, FieldTextArea, GroupLabel } from '../FieldParts';
import { fieldLanguages, type FieldLanguage } from './languages';
import { LanguageSwitcher } from './LanguageSwitcher';
import { RichTextEditor } from './RichTextEditor';
import { useAutoTranslate, type TranslateFn } from './useAutoTranslate';

export interface TranslatableFieldProps {
  /** Visible label; the text box is named '<label> (<language>)', e.g. 'Name (English)'. */
  label: string;
  /** Text per language code. Codes the field does not offer are kept untouched. */
  value: TranslationMap;
  /** Called with the whole map after every edit (never only the edited language). */
  onChange: (value: TranslationMap) => void;
  /**
   * The company's enabled languages. 'en' is always offered first, even when missing here;
   * it cannot be cleared away, the others can.
   */
  languages: readonly FieldLanguage[];
  /** 'text': one line; 'multiline': a text area; 'rich': a small HTML editor (p, br, strong, em, ul, ol, li). @default 'text' */
  variant?: 'text' | 'multiline' | 'rich';
  /** English text is required: a '*' on the label and aria-required on the English text box. @default false */
  isRequired?: boolean;
  /** Error for the whole field (e.g. a form's or server's message); shown under it while set. @default undefined */
  errorMessage?: string;
  /** Help text under the field. @default undefined */
  description?: string;
  /**
   * Most characters per language (the stored text, HTML for 'rich'); longer text is an error. The
   * counter shows for short limits (up to SHORT_LIMIT) and otherwise once a text nears the limit.
   * @default TEXT_MAX.text (the contract's limit for a translatable text)
   */
  maxLength?: number;
  /** Machine translation (POST /languages/translate); when given, an 'Auto Translate' button appears. @default undefined */
  onTranslate?: TranslateFn;
  /** @default false */
  isDisabled?: boolean;
  /** Called when focus leaves the whole field (forms mark it touched). @default undefined */
  onBlur?: () => void;
  /** Called when focus enters the field. @default undefined */
  onFocus?: () => void;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 20px;
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Counter = styled.span`
  margin-left: auto;
  font-variant-numeric: tabular-nums;
  &[data-over] { color: ${({ theme }) => theme.color.textError}; font-weight: ${({ theme }) => theme.typography.weight.medium}; }
`;

const Description = styled.div`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Messages = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const ErrorText = styled.div`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.color.textError};
`;

/** Limits up to this many characters always show their counter (a price: 50). */
const SHORT_LIMIT = 200;
/** A long limit's counter appears at this share of it, so nobody meets the limit unannounced. */
const NEAR_LIMIT = 0.9;

const TextRoot = styled(RACTextField)`
  display: flex;
  flex-direction: column;
`;

/**
 * Edits one text in every language the company offers (spec section 3): a radio
 * per language (languages without text are marked), one input for the chosen
 * language, a per-language counter with `maxLength`, and Auto Translate.
 */
export function TranslatableField({
  label,
  value,
  onChange,
  languages,
  variant = 'text',
  isRequired = false,
  errorMessage,
  description,
  maxLength = TEXT_MAX.text,
  onTranslate,
  isDisabled = false,
  onBlur,
  onFocus,
}: TranslatableFieldProps) {
  const id = useId();
  // The Clear button disappears once pressed: focus goes back to the text box instead of the page.
  const textBox = useRef<HTMLInputElement & HTMLTextAreaElement & HTMLDivElement>(null);
  const offered = fieldLanguages(languages);
  const [chosen, setChosen] = useState(DEFAULT_LANGUAGE);
  const current = offered.find((l) => l.code === chosen) ?? offered[0];
  const code = current.code;
  const text = value[code] ?? '';
  const codes = offered.map((l) => l.code);
  const missing = missingLanguages(value, codes);
  const overLimit = codes.filter((c) => (value[c] ?? '').length > maxLength);
  const isOver = overLimit.includes(code);
  const showCounter = maxLength <= SHORT_LIMIT || text.length >= maxLength * NEAR_LIMIT;
  const translation = useAutoTranslate({ value, onChange, languages: offered, selected: code, isRich: variant === 'rich', onTranslate });

  const setText = (next: string) => {
    translation.clearError();
    onChange({ ...value, [code]: next });
  };
  const ids = { label: `${id}-label`, description: `${id}-description`, error: `${id}-error`, over: `${id}-over`, translate: `${id}-translate` };
  const describedBy = [
    errorMessage ? ids.error : null,
    isOver ? ids.over : null,
    translation.error ? ids.translate : null,
    description ? ids.description : null,
  ].filter(Boolean).join(' ') || undefined;
  const isInvalid = Boolean(errorMessage) || isOver;
  const name = `${label} (${current.name})`;
  const isEnglishRequired = isRequired && code === DEFAULT_LANGUAGE;
  // 'en' cannot be cleared away; another language can (it then counts as missing).
  const canClear = code !== DEFAULT_LANGUAGE && text !== '' && !isDisabled;

  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
  };
  const enter = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onFocus?.();
  };

  return (
    <Root role="group" aria-labelledby={ids.label} onBlur={leave} onFocus={enter} data-disabled={isDisabled || undefined}>
      <Header>
        <GroupLabel id={ids.label} isRequired={isRequired}>
          {label}
        </GroupLabel>
        {onTranslate && (
          <Button
            variant="secondary"
            onPress={() => void translation.translate()}
            isPending={translation.isPending}
            pendingLabel="Translating"
            isDisabled={isDisabled}
            aria-describedby={translation.error ? ids.translate : undefined}
          >
            {LABEL.autoTranslate}
          </Button>
        )}
      </Header>
      <LanguageSwitcher
        aria-label={`${label}: language`}
        languages={offered}
        selected={code}
        onSelect={setChosen}
        missing={missing}
        overLimit={overLimit}
        isDisabled={isDisabled}
      />
      {variant === 'rich' ? (
        <RichTextEditor
          key={code}
          editorRef={textBox}
          aria-label={name}
          aria-describedby={describedBy}
          value={text}
          onChange={setText}
          isInvalid={isInvalid}
          isRequired={isEnglishRequired}
          isDisabled={isDisabled}
          lang={code}
        />
      ) : (
        <TextRoot
          key={code}
          aria-label={name}
          aria-describedby={describedBy}
          value={text}
          onChange={setText}
          isInvalid={isInvalid}
          isRequired={isEnglishRequired}
          isDisabled={isDisabled}
          validationBehavior="aria"
        >
          {variant === 'multiline' ? <FieldTextArea ref={textBox} lang={code} dir="auto" rows={4} /> : <FieldInput ref={textBox} lang={code} dir="auto" />}
        </TextRoot>
      )}
      {(canClear || showCounter) && (
        <Footer>
          {canClear && (
            <Button
              variant="link"
              onPress={() => {
                setText('');
                textBox.current?.focus();
              }}
            >
              {`Clear ${current.name}`}
            </Button>
          )}
          {showCounter && (
            <Counter data-over={isOver || undefined}>
              {text.length}/{maxLength}
            </Counter>
          )}
        </Footer>
      )}
      <Messages>
        {description && <Description id={ids.description}>{description}</Description>}
        {errorMessage && <ErrorText id={ids.error}>{errorMessage}</ErrorText>}
        {isOver && <ErrorText id={ids.over}>{`${current.name}: ${CONTENT_TEXT.perLanguageMax(maxLength)}`}</ErrorText>}
        {/* Always rendered: a live region must exist before its message arrives to be announced. */}
        <ErrorText id={ids.translate} role="alert">
          {translation.error ?? ''}
        </ErrorText>
      </Messages>
    </Root>
  );
}
