import { TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import styled from 'styled-components';
import { FieldChrome, FieldTextArea, fieldStack, type FieldChromeProps } from '../FieldParts';

export interface TextAreaProps extends Omit<RACTextFieldProps, 'children'>, FieldChromeProps {
  /** Hint inside the empty area. @default undefined */
  placeholder?: string;
  /** Visible text rows before the area scrolls or is resized. @default 4 */
  rows?: number;
  /** 'aria' leaves validation to the form; 'native' also blocks native submit. @default 'aria' */
  validationBehavior?: RACTextFieldProps['validationBehavior'];
}

const Root = styled(RACTextField)`
  ${fieldStack}
`;

/** Multi-line text input (RAC TextField with a TextArea). */
export function TextArea({ label, description, errorMessage, placeholder, rows = 4, validationBehavior = 'aria', ...props }: TextAreaProps) {
  return (
    <Root {...props} validationBehavior={validationBehavior}>
      <FieldChrome label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <FieldTextArea placeholder={placeholder} rows={rows} />
      </FieldChrome>
    </Root>
  );
}
