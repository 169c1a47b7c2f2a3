/**
 * The dialog system (spec 2, 4, 9). `app/shell/DialogLayer` mounts `DialogHost` lazily (its own
 * chunk, so it is not re-exported here); open dialogs from anywhere (React or not) with the
 * promise-based functions below.
 */
export {
  openDialog,
  closeDialog,
  dismissDialog,
  closeAllDialogs,
  findOpenInstance,
  DialogAlreadyOpenedError,
} from './dialogs';
export { ask, askOrStay, type AskOptions } from './ask';
export { chooseIn, chooseInDialog } from './choose';
export { resultIfChanged } from './closeRules';
export {
  showLoader,
  updateLoader,
  hideLoader,
  loaderMounted,
  LOADER_TIMEOUT_MS,
  LOADER_TIMEOUT_MESSAGE,
} from './loader';
export { installDialogTestHandle, type DialogTestHandle } from './devtools';
export {
  DIALOG_SIZES,
  DIALOG_WIDTHS,
  ASK_DIALOG_WIDTH,
  LOADER_DIALOG_WIDTH,
  type DialogSize,
  type DialogWidth,
} from './sizing';
export { MIN_DIALOG_SIZE, POSITION_CHECK_MS } from './geometry';
export {
  dialogsAtom,
  loaderAtom,
  type DialogContentProps,
  type DialogEntry,
  type DialogOptions,
  type DialogRenderable,
  type DialogResult,
  type LoaderState,
} from './state';
