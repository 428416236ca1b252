export {
  MODAL_CLOSE_LABEL,
  Modal,
  ModalTrigger,
  type ModalContent,
  type ModalProps,
} from './Modal';
