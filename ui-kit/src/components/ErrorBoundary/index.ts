export { ErrorBoundary, generateReference, type ErrorBoundaryProps, type ErrorBoundaryFallbackProps } from './ErrorBoundary';
