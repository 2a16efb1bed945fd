export { Accordion } from './Accordion';
