export { SortOrderField, SORT_ORDER_LABEL, type SortOrderFieldProps } from './SortOrderField';
export { FormSortOrderField, type FormSortOrderFieldProps } from './FormSortOrderField';
