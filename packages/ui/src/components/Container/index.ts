export { Container, containerElements, containerWidths } from './Container';
export type { ContainerProps, ContainerWidth } from './Container';
