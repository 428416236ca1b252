export { SectionNav, type SectionNavItem, type SectionNavProps } from './SectionNav';
