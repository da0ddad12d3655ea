import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CircleAlert, X } from 'lucide-react';
import { TextField as RACTextField } from 'react-aria-components';
import styled from 'styled-components';
import { FieldDescription, FieldErrorText, FieldInput, FieldLabel, fieldStack, type FieldChromeProps } from '../FieldParts';
import { IconButton } from '../IconButton';
import { VisuallyHidden } from '../VisuallyHidden';

/** The field's own words; the console passes the spec's texts. */
export const EMAIL_LIST_TEXT = {
  /** Prefix of each address's remove button: 'Remove ana@example.com'. */
  remove: 'Remove',
};

export type EmailListText = typeof EMAIL_LIST_TEXT;

export interface EmailListFieldProps extends Omit<FieldChromeProps, 'label'> {
  /** Visible label; names the input and the list of addresses. */
  label: string;
  /** The addresses, in order. */
  value: readonly string[];
  /** Called with the whole new list after an address is added or removed. */
  onChange: (emails: string[]) => void;
  /** Returns the error of one address (shown on it and under the field), or nothing when it is valid. @default undefined */
  validate?: (email: string) => string | null | undefined;
  /** Marks the whole field invalid and shows `errorMessage` (e.g. from the form). @default false */
  isInvalid?: boolean;
  /** A '*' on the label and aria-required on the input. @default false */
  isRequired?: boolean;
  /** Input and remove buttons disabled. @default false */
  isDisabled?: boolean;
  /** Hint inside the empty input; never a replacement for the label. @default undefined */
  placeholder?: string;
  /** Called when focus leaves the input (after a typed address is added). @default undefined */
  onBlur?: () => void;
  /** Texts; any left out keep EMAIL_LIST_TEXT. @default EMAIL_LIST_TEXT */
  text?: Partial<EmailListText>;
}

/** Addresses are separated by commas, semicolons, spaces or new lines (typed or pasted). */
const SEPARATOR = /[\s,;]+/;

const Root = styled(RACTextField)`
  ${fieldStack}
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: 100%;
  min-height: 28px;
  padding-left: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.typography.size.sm};
  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.textError};
    border-style: dashed;
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.textError};
  }
  > svg { width: 14px; height: 14px; flex-shrink: 0; }
`;

const Address = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.color.textError};
  margin-left: ${({ theme }) => theme.space.xxs};
`;

const ErrorLine = styled.span`
  display: block;
  overflow-wrap: anywhere;
`;

/**
 * A list of e-mail addresses: typed into the input and added on Enter, comma (or any separator,
 * so a pasted list splits) and on leaving the field; each shows as a chip with a Remove button,
 * and Backspace in the empty input removes the last. An address `validate` refuses stays in the
 * list, marked, with its error under the field (linked to the input like any field error).
 */
export function EmailListField({
  label,
  description,
  errorMessage,
  value,
  onChange,
  validate,
  isInvalid = false,
  isRequired = false,
  isDisabled = false,
  placeholder,
  onBlur,
  text,
}: EmailListFieldProps) {
  const t = { ...EMAIL_LIST_TEXT, ...text };
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  const add = (typed: string): void => {
    const known = new Set(value.map((email) => email.toLowerCase()));
    const fresh: string[] = [];
    for (const email of typed.split(SEPARATOR)) {
      if (email && !known.has(email.toLowerCase())) {
        known.add(email.toLowerCase());
        fresh.push(email);
      }
    }
    if (fresh.length > 0) onChange([...value, ...fresh]);
  };

  const changeDraft = (next: string) => {
    // A separator typed or pasted: everything before the last one becomes addresses.
    const parts = next.split(SEPARATOR);
    if (parts.length > 1) {
      add(parts.slice(0, -1).join(' '));
      setDraft(parts[parts.length - 1]);
    } else {
      setDraft(next);
    }
  };

  const commit = () => {
    add(draft);
    setDraft('');
  };

  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    // The pressed button is gone: the input is where the person carries on.
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && draft.trim() !== '') {
      // Adds the address instead of submitting the form; Enter on an empty input still submits.
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      event.preventDefault();
      onChange(value.slice(0, -1));
    }
  };

  const problems = value.flatMap((email) => {
    const error = validate?.(email);
    return error ? [{ email, error }] : [];
  });
  const errorOf = new Map(problems.map((p) => [p.email, p.error]));
  const errors: ReactNode[] = [
    ...(isInvalid && errorMessage != null && typeof errorMessage !== 'function' ? [errorMessage] : []),
    ...problems.map((p) => `${p.email}: ${p.error}`),
  ];

  return (
    <Root
      value={draft}
      onChange={changeDraft}
      onBlur={() => {
        commit();
        onBlur?.();
      }}
      isInvalid={isInvalid || problems.length > 0}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <FieldLabel>
        {label}
        {isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      {value.length > 0 && (
        <Chips aria-label={label}>
          {value.map((email, index) => {
            const error = errorOf.get(email);
            return (
              <Chip key={`${index}-${email}`} data-invalid={error ? true : undefined}>
                {error && <CircleAlert aria-hidden="true" />}
                <Address title={email}>{email}</Address>
                {error && <VisuallyHidden>{`, ${error}`}</VisuallyHidden>}
                <IconButton aria-label={`${t.remove} ${email}`} size={28} isDisabled={isDisabled} onPress={() => remove(index)}>
                  <X aria-hidden="true" />
                </IconButton>
              </Chip>
            );
          })}
        </Chips>
      )}
      <FieldInput ref={inputRef} placeholder={placeholder} onKeyDown={onKeyDown} inputMode="email" autoComplete="off" />
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>
        {errors.map((error, i) => (
          <ErrorLine key={i}>{error}</ErrorLine>
        ))}
      </FieldErrorText>
    </Root>
  );
}
