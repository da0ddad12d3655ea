export { TimeField, formatHHmm, parseHHmm, type TimeFieldProps } from './TimeField';
export { FormTimeField, type FormTimeFieldProps } from './FormTimeField';
