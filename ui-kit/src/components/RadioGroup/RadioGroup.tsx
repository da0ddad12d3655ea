import { Radio, RadioGroup as RACRadioGroup, type RadioGroupProps as RACRadioGroupProps } from 'react-aria-components';
import styled from 'styled-components';
import { FieldChrome, fieldStack, type FieldChromeProps, type ListOption } from '../FieldParts';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'>, FieldChromeProps {
  /** The choices, each `{ id, label }`; ids become the radio values. */
  options: readonly ListOption[];
  /** 'aria' leaves validation to the form; 'native' also blocks native submit. @default 'aria' */
  validationBehavior?: RACRadioGroupProps['validationBehavior'];
}

const Root = styled(RACRadioGroup)`
  ${fieldStack}
  .options { display: flex; gap: ${({ theme }) => theme.space.lg}; flex-wrap: wrap; }
  &[data-orientation='vertical'] .options { flex-direction: column; gap: ${({ theme }) => theme.space.sm}; }
`;

const Option = styled(Radio)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
  &::before {
    content: '';
    width: 18px;
    height: 18px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.color.borderStrong};
    background: ${({ theme }) => theme.color.surface};
  }
  &[data-selected]::before {
    border: 6px solid ${({ theme }) => theme.color.actionPrimary};
  }
  &[data-invalid]::before { border-color: ${({ theme }) => theme.color.textError}; }
  &[data-focus-visible]::before { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
  &[data-disabled] { opacity: 0.55; cursor: not-allowed; }
  &[data-readonly] { cursor: default; }
`;

/** One choice out of a few visible options (RAC RadioGroup: arrow keys move the choice). */
export function RadioGroup({ label, description, errorMessage, options, validationBehavior = 'aria', ...props }: RadioGroupProps) {
  return (
    <Root {...props} validationBehavior={validationBehavior}>
      <FieldChrome label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <div className="options">
          {options.map((option) => (
            <Option key={option.id} value={String(option.id)}>
              {option.label}
            </Option>
          ))}
        </div>
      </FieldChrome>
    </Root>
  );
}
