export {
  SnackbarMessage,
  SnackbarProvider,
  snackbarKinds,
  snackbarPositions,
  useSnackbar,
} from './Snackbar';
export type {
  Notification,
  SnackbarController,
  SnackbarKind,
  SnackbarMessageProps,
  SnackbarPosition,
  SnackbarProviderProps,
} from './Snackbar';
