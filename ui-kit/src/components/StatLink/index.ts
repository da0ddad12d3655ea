export { StatLink, type StatLinkProps } from './StatLink';
