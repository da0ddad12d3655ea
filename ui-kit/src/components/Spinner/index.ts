export { LoadingSpinner, type LoadingSpinnerProps } from './Spinner';
