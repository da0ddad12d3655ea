export { EmailListField, EMAIL_LIST_TEXT, type EmailListFieldProps, type EmailListText } from './EmailListField';
