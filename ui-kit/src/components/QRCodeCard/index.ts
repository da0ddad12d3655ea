export { QRCodeCard, type QRCodeCardProps } from './QRCodeCard';
