import { TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import styled from 'styled-components';
import { FieldChrome, FieldInput, fieldStack, type FieldChromeProps } from '../FieldParts';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'>, FieldChromeProps {
  /** Hint inside the empty input; never a replacement for the label. @default undefined */
  placeholder?: string;
  /**
   * 'aria' lets the form (yup) decide and show errors; 'native' also blocks native submit.
   * @default 'aria'
   */
  validationBehavior?: RACTextFieldProps['validationBehavior'];
  /**
   * Fixed text shown before the input and not typed by the user (a phone country code). It is only
   * seen: say in `description` what it means for the value (e.g. 'Sent with the prefix +960').
   * @default undefined
   */
  prefix?: string;
}

const Root = styled(RACTextField)`
  ${fieldStack}
`;

const PrefixRow = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Prefix = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.surfaceSunken};
  color: ${({ theme }) => theme.color.textPrimary};
  white-space: nowrap;
`;

/** Single-line text input with label, help text and error message (wraps RAC TextField). */
export function TextField({ label, description, errorMessage, placeholder, validationBehavior = 'aria', prefix, ...props }: TextFieldProps) {
  const input = <FieldInput placeholder={placeholder} />;
  return (
    <Root {...props} validationBehavior={validationBehavior}>
      <FieldChrome label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        {prefix ? (
          <PrefixRow>
            <Prefix aria-hidden="true">{prefix}</Prefix>
            {input}
          </PrefixRow>
        ) : (
          input
        )}
      </FieldChrome>
    </Root>
  );
}
