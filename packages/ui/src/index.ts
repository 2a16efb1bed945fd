export * from './themes';
export * from './components/Button';
export * from './components/Spinner';
export { focusRing } from './css/focusRing.css';
