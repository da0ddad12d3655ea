export { NavBar, type NavAccount, type NavBarProps, type NavGroup, type NavItem } from './NavBar';
