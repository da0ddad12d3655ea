export { PdfPerLanguageUploader, type PdfPerLanguageUploaderProps, type UploadLanguage } from './PdfPerLanguageUploader';
