import { PALETTE } from '@atoll/contract';
import { Radio, RadioGroup, type RadioGroupProps } from 'react-aria-components';
import styled from 'styled-components';
import { FieldChrome, fieldStack, type FieldChromeProps } from '../FieldParts';

export interface ColorPickerProps extends Omit<RadioGroupProps, 'children' | 'orientation'>, FieldChromeProps {
  /** The colours on offer, as hex strings. @default PALETTE (the 12 swatches of the spec) */
  colors?: readonly string[];
  /** 'aria' leaves validation to the form; 'native' also blocks native submit. @default 'aria' */
  validationBehavior?: RadioGroupProps['validationBehavior'];
}

const Root = styled(RadioGroup)`
  ${fieldStack}
`;

const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(6, 32px);
  gap: ${({ theme }) => theme.space.sm};
`;

const Swatch = styled(Radio)<{ $color: string }>`
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $color }) => $color};
  border: 2px solid ${({ theme }) => theme.color.surface};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.color.border};
  cursor: pointer;
  &[data-selected] { box-shadow: 0 0 0 3px ${({ theme }) => theme.color.textPrimary}; }
  /* The radio is named by aria-label (the hex), so this mark is decoration only. */
  &[data-selected]::after {
    content: '✓';
    display: flex;
    align-items: center;
    justify-content: center;
    height: 100%;
    color: ${({ theme }) => theme.color.swatchMark};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 3px; }
  &[data-disabled] { opacity: 0.5; cursor: not-allowed; }
  &[data-readonly] { cursor: default; }
`;

/** Picks one colour from fixed swatches (RAC RadioGroup; each swatch is named by its hex). */
export function ColorPicker({
  label,
  description,
  errorMessage,
  colors = PALETTE,
  validationBehavior = 'aria',
  ...props
}: ColorPickerProps) {
  return (
    <Root {...props} orientation="horizontal" validationBehavior={validationBehavior}>
      <FieldChrome label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <Swatches>
          {colors.map((hex) => (
            <Swatch key={hex} value={hex} $color={hex} aria-label={hex} />
          ))}
        </Swatches>
      </FieldChrome>
    </Root>
  );
}
