export { DateField, parseIsoDate, type DateFieldProps } from './DateField';
export { FormDateField, type FormDateFieldProps } from './FormDateField';
