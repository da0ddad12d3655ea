export { Drawer, type DrawerParent, type DrawerProps } from './Drawer';
