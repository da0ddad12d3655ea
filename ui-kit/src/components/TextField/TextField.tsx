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
}

const Root = styled(RACTextField)`
  ${fieldStack}
`;

/** Single-line text input with label, help text and error message (wraps RAC TextField). */
export function TextField({ label, description, errorMessage, placeholder, validationBehavior = 'aria', ...props }: TextFieldProps) {
  return (
    <Root {...props} validationBehavior={validationBehavior}>
      <FieldChrome label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <FieldInput placeholder={placeholder} />
      </FieldChrome>
    </Root>
  );
}
