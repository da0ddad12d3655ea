export { Card, type CardProps } from './Card';
export { CardCoverFallback, type CardCoverFallbackProps } from './CardCoverFallback';
