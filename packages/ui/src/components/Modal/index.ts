export { Modal, modalSizes } from './Modal';
export type { ModalContentProps, ModalSize } from './Modal';
