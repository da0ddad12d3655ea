import { PRICE_TEXT_MAX } from '@atoll/contract';
import { TranslatableField, type TranslatableFieldProps } from './TranslatableField';

export interface PriceTextFieldProps extends Omit<TranslatableFieldProps, 'variant' | 'maxLength' | 'label'> {
  /** Visible label. @default 'Price' */
  label?: string;
}

/** A price as free text per language ('USD 25 per person'), at most PRICE_TEXT_MAX (50) characters each. */
export function PriceTextField({ label = 'Price', ...props }: PriceTextFieldProps) {
  return <TranslatableField {...props} label={label} variant="text" maxLength={PRICE_TEXT_MAX} />;
}
