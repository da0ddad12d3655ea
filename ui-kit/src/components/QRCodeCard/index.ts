export { QRCodeCard, type QRCodeCardProps } from './QRCodeCard';
export { QRCodeSheet, QR_SHEET_TEXT, type QRCodeSheetProps } from './QRCodeSheet';
