import { useState } from 'react';
import { Group, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import styled from 'styled-components';
import { FieldChrome, FieldInput, fieldStack, type FieldChromeProps } from '../FieldParts';
import { IconButton } from '../IconButton';

export interface PasswordFieldProps extends Omit<RACTextFieldProps, 'children' | 'type'>, FieldChromeProps {
  /** Start with the password visible (e.g. a freshly generated one). @default false */
  defaultRevealed?: boolean;
  /** Hint inside the empty input. @default undefined */
  placeholder?: string;
  /** 'aria' leaves validation to the form; 'native' also blocks native submit. @default 'aria' */
  validationBehavior?: RACTextFieldProps['validationBehavior'];
}

const Root = styled(RACTextField)`
  ${fieldStack}
`;

const InputRow = styled(Group)`
  position: relative;
  display: flex;
  input { padding-right: 44px; }
  button { position: absolute; right: 0; top: 0; }
`;

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

/** Password input with a button that shows or hides the characters. */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  defaultRevealed = false,
  validationBehavior = 'aria',
  ...props
}: PasswordFieldProps) {
  const [revealed, setRevealed] = useState(defaultRevealed);
  return (
    <Root {...props} type={revealed ? 'text' : 'password'} validationBehavior={validationBehavior}>
      <FieldChrome label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <InputRow>
          <FieldInput placeholder={placeholder} autoComplete={props.autoComplete ?? 'current-password'} />
          <IconButton
            aria-label={revealed ? 'Hide password' : 'Show password'}
            onPress={() => setRevealed((r) => !r)}
            isDisabled={props.isDisabled}
          >
            <EyeIcon crossed={revealed} />
          </IconButton>
        </InputRow>
      </FieldChrome>
    </Root>
  );
}
