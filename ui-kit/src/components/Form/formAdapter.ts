import type { Key } from 'react-aria-components';

/** The props the form owns: value, change, validity and message come from the field state. */
type Wired = 'name' | 'value' | 'defaultValue' | 'onChange' | 'isInvalid' | 'errorMessage' | 'onBlur' | 'onFocus';
export type Adapter<P> = Omit<P, Wired | 'isSelected' | 'defaultSelected'> & {
  /** Path of the value in the form ('name', 'user.email'). */
  name: string;
};

export const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
export const key = (value: unknown): Key | null => (typeof value === 'string' || typeof value === 'number' ? value : null);
