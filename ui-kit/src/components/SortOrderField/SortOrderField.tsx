import { NumberField, type NumberFieldProps } from '../NumberField';

/** Default label of the sort order field (spec: 'Sort order is numeric'). */
export const SORT_ORDER_LABEL = 'Sort Order';

export interface SortOrderFieldProps extends Omit<NumberFieldProps, 'minValue' | 'step' | 'formatOptions'> {
  /** Visible label and accessible name. @default 'Sort Order' */
  label?: NumberFieldProps['label'];
}

/**
 * The position of an item in its list: a whole number of 0 or more (kit NumberField with
 * minValue 0, step 1 and no fraction digits, so typing 2.5 or -1 cannot produce such a value).
 */
export function SortOrderField({ label = SORT_ORDER_LABEL, ...props }: SortOrderFieldProps) {
  return <NumberField {...props} label={label} minValue={0} step={1} formatOptions={{ maximumFractionDigits: 0, useGrouping: false }} />;
}
