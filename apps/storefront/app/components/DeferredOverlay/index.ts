export { DeferredOverlay, deferredOverlay } from './DeferredOverlay';
export type {
  DeferredOverlayModule,
  DeferredOverlayProps,
  DeferredTriggerHandlers,
} from './DeferredOverlay';
