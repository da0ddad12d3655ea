export { Button, type ButtonProps } from './Button';
export { Spinner, type SpinnerProps } from './Spinner';
