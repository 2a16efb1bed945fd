// DeferredOverlay lives in @hemma/shop (the product gallery's zoom needs it there); the app's parts
// that still draw one import it from here until they move too.
export { DeferredOverlay, deferredOverlay } from '@hemma/shop';
export type {
  DeferredOverlayModule,
  DeferredOverlayProps,
  DeferredTriggerProps,
} from '@hemma/shop';
