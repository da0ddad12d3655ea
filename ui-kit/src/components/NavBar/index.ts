export { NavBar, type NavAccount, type NavAppearance, type NavBadge, type NavBarProps, type NavGroup, type NavItem } from './NavBar';
export { APPEARANCE_TEXT } from './navModel';
