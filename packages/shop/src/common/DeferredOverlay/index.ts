export { DeferredOverlay, deferredOverlay } from './DeferredOverlay';
export type {
  DeferredOverlayModule,
  DeferredOverlayProps,
  DeferredTriggerProps,
} from './DeferredOverlay';
