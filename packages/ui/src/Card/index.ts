export { Card, type CardElement, type CardGap, type CardProps } from './Card';
