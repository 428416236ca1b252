export {
  Accordion,
  type AccordionItem,
  type AccordionMode,
  type AccordionProps,
} from './Accordion';
