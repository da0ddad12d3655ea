export { NavBar, type NavBarProps, type NavGroup, type NavItem } from './NavBar';
