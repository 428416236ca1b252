export {
  CONTENT_SECTION_SHOW_ALL,
  CONTENT_SECTION_SHOW_LESS,
  ContentSection,
  type ContentSectionProps,
} from './ContentSection';
export { CONTENT_SECTION_COLLAPSED_HEIGHT, isCollapsible } from './collapse';
