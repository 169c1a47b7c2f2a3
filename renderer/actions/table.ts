import {
  bookMaintenanceAction,
  changePasswordAction,
  deleteNotificationAction,
  endMaintenanceAction,
  loadNotificationsAction,
  setGdprFlagsAction,
  startMaintenanceAction,
} from './account';
import { navigateAction, setLanguageAction } from './app';
import { redoAction, redoAltAction, undoAction } from './edit';
import { exportSceneAction, takePictureAction } from './media';
import { placeRowAction, rotateRowAction, selectRowAction, setDrawingEditorAction } from './layout';
import {
  recomputePricesAction,
  setCatalogDiscountAction,
  setCustomerRowAction,
  setDiscountAction,
  setNotesAction,
  setQuantityAction,
  setServiceAction,
  setStatusAction,
} from './offer';
import {
  changeModelAction,
  changeVariantAction,
  configureRowAction,
  discardArticleAction,
  duplicateRowAction,
  editRowAction,
  insertArticleAction,
  loadGalleryAction,
  moveRowAction,
  removeRowAction,
  saveArticleAction,
  setModelAction,
} from './rows';
import {
  checkMaintenanceAction,
  gdprErrorAction,
  guestLoginAction,
  loginAction,
  logoutAction,
  rsaLoginAction,
} from './session';
import {
  cloneProjectAction,
  createVersionAction,
  deleteProjectAction,
  newProjectAction,
  openProjectAction,
  openProjectsAction,
  renameProjectAction,
  setOrderAddressAction,
  restoreVersionAction,
  saveProjectAction,
  setProjectStatusAction,
} from './projects';

/**
 * Every action of the renderer, by name: the one table that buttons, shortcuts, the desktop menu and
 * the host protocol dispatch from. A family of actions lives in its own file beside this one.
 */
export const actionTable = {
  undo: undoAction,
  redo: redoAction,
  redoAlt: redoAltAction,
  navigate: navigateAction,
  setLanguage: setLanguageAction,
  insertArticle: insertArticleAction,
  setModel: setModelAction,
  loadGallery: loadGalleryAction,
  changeVariant: changeVariantAction,
  configureRow: configureRowAction,
  changeModel: changeModelAction,
  removeRow: removeRowAction,
  duplicateRow: duplicateRowAction,
  moveRow: moveRowAction,
  editRow: editRowAction,
  saveArticle: saveArticleAction,
  discardArticle: discardArticleAction,
  setQuantity: setQuantityAction,
  setCustomerRow: setCustomerRowAction,
  setDiscount: setDiscountAction,
  setCatalogDiscount: setCatalogDiscountAction,
  setService: setServiceAction,
  setNotes: setNotesAction,
  setStatus: setStatusAction,
  recomputePrices: recomputePricesAction,
  // session.ts: signing in and out, the start-up checks of spec 4
  login: loginAction,
  guestLogin: guestLoginAction,
  rsaLogin: rsaLoginAction,
  logout: logoutAction,
  checkMaintenance: checkMaintenanceAction,
  gdprError: gdprErrorAction,
  // account.ts: the user's own settings, notifications, maintenance for administrators
  changePassword: changePasswordAction,
  setGdprFlags: setGdprFlagsAction,
  loadNotifications: loadNotificationsAction,
  deleteNotification: deleteNotificationAction,
  bookMaintenance: bookMaintenanceAction,
  startMaintenance: startMaintenanceAction,
  endMaintenance: endMaintenanceAction,
  newProject: newProjectAction,
  openProjects: openProjectsAction,
  openProject: openProjectAction,
  saveProject: saveProjectAction,
  cloneProject: cloneProjectAction,
  deleteProject: deleteProjectAction,
  setProjectStatus: setProjectStatusAction,
  createVersion: createVersionAction,
  restoreVersion: restoreVersionAction,
  renameProject: renameProjectAction,
  setOrderAddress: setOrderAddressAction,
  placeRow: placeRowAction,
  rotateRow: rotateRowAction,
  selectRow: selectRowAction,
  setDrawingEditor: setDrawingEditorAction,
  // media.ts: pictures and scene exports (issue 11)
  takePicture: takePictureAction,
  exportScene: exportSceneAction,
} as const;
