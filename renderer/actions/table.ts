import {
  changePasswordAction,
  deleteNotificationAction,
  loadNotificationsAction,
  setGdprFlagsAction,
  setPriceListAction,
  setProfileEmailAction,
} from './account';
import {
  bookMaintenanceAction,
  checkMaintenanceAction,
  endMaintenanceAction,
  startMaintenanceAction,
} from './maintenance';
import {
  closetEditAction,
  closetModelsAction,
  closetWizardAction,
  newClosetAction,
  openClosetAction,
  setClosetRunAction,
} from './closet';
import { navigateAction, saveTranslationsAction, setLanguageAction } from './app';
import { loadCatalogAction, openGalleryAction } from './itemSearch';
import { redoAction, undoAction } from './edit';
import {
  completePasswordAction,
  createCustomerAction,
  issueShareLinkAction,
  revokeShareLinksAction,
} from './commands';
import {
  clearSelectionAction,
  dropRowsAction,
  duplicateSelectionAction,
  nudgeSelectionAction,
  removeSelectionAction,
  rotateSelectionAction,
  selectOpeningAction,
  selectRowsAction,
  selectWallAction,
} from './selection';
import { exportSceneAction, takePictureAction } from './media';
import { takeRowPhotosAction, uploadRowPhotoAction, useRenderInOfferAction } from './photos';
import { submitRenderAction } from './renderfarm';
import { loadCompositionAction } from './inspiration';
import { placeRowAction, rotateRowAction, selectRowAction, setDrawingEditorAction } from './layout';
import { moveRowsAction, placeInPlanAction } from './planItems';
import {
  addOpeningAction,
  editWallAction,
  leaveConfigurator2dAction,
  moveOpeningAction,
  removeOpeningAction,
  removeRowsAction,
  setRoomOutlineAction,
  setRoomPresetAction,
} from './room';
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
import { createReportAction, generateOfferAction } from './offerFile';
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
  checkGdprConsentsAction,
  guestLoginAction,
  loginAction,
  logoutAction,
  rsaLoginAction,
} from './session';
import {
  cloneProjectAction,
  createVersionAction,
  deleteProjectAction,
  exportProjectAction,
  newProjectAction,
  openProjectAction,
  openProjectsAction,
  renameProjectAction,
  setOrderAddressAction,
  restoreProjectAction,
  restoreVersionAction,
  saveAction,
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
  navigate: navigateAction,
  setLanguage: setLanguageAction,
  saveTranslations: saveTranslationsAction,
  insertArticle: insertArticleAction,
  setModel: setModelAction,
  loadGallery: loadGalleryAction,
  // itemSearch.ts: the host's gallery choice and the layout tool's catalogue
  openGallery: openGalleryAction,
  loadCatalog: loadCatalogAction,
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
  // offerFile.ts: the offer PDF with its progress, and the customer documents
  generateOffer: generateOfferAction,
  createReport: createReportAction,
  // session.ts: signing in and out, the start-up checks of spec 4
  login: loginAction,
  guestLogin: guestLoginAction,
  rsaLogin: rsaLoginAction,
  logout: logoutAction,
  checkMaintenance: checkMaintenanceAction,
  checkGdprConsents: checkGdprConsentsAction,
  // account.ts: the user's own settings, notifications, maintenance for administrators
  changePassword: changePasswordAction,
  setGdprFlags: setGdprFlagsAction,
  setProfileEmail: setProfileEmailAction,
  setPriceList: setPriceListAction,
  loadNotifications: loadNotificationsAction,
  deleteNotification: deleteNotificationAction,
  bookMaintenance: bookMaintenanceAction,
  startMaintenance: startMaintenanceAction,
  endMaintenance: endMaintenanceAction,
  newProject: newProjectAction,
  openProjects: openProjectsAction,
  openProject: openProjectAction,
  saveProject: saveProjectAction,
  save: saveAction,
  exportProject: exportProjectAction,
  restoreProject: restoreProjectAction,
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
  // room.ts, planItems.ts: the 2D plan's walls, openings and multi-selection (issue 11)
  setRoomPreset: setRoomPresetAction,
  setRoomOutline: setRoomOutlineAction,
  editWall: editWallAction,
  addOpening: addOpeningAction,
  moveOpening: moveOpeningAction,
  removeOpening: removeOpeningAction,
  selectRows: selectRowsAction,
  removeRows: removeRowsAction,
  moveRows: moveRowsAction,
  placeInPlan: placeInPlanAction,
  leaveConfigurator2d: leaveConfigurator2dAction,
  // selection.ts: the one selection record and the keys that act on it, in 2D and 3D alike
  selectWall: selectWallAction,
  selectOpening: selectOpeningAction,
  clearSelection: clearSelectionAction,
  nudgeSelection: nudgeSelectionAction,
  rotateSelection: rotateSelectionAction,
  removeSelection: removeSelectionAction,
  duplicateSelection: duplicateSelectionAction,
  dropRows: dropRowsAction,
  // commands.ts: share links, a new customer, a password completed from a mail's code
  issueShareLink: issueShareLinkAction,
  revokeShareLinks: revokeShareLinksAction,
  createCustomer: createCustomerAction,
  completePassword: completePasswordAction,
  // media.ts: pictures and scene exports (issue 11)
  takePicture: takePictureAction,
  exportScene: exportSceneAction,
  // photos.ts: the photo flow (spec 4) and "Use in offer" for a render (issue 22)
  takeRowPhotos: takeRowPhotosAction,
  uploadRowPhoto: uploadRowPhotoAction,
  useRenderInOffer: useRenderInOfferAction,
  loadComposition: loadCompositionAction,
  // closet.ts: the closet tool (issue 21): new and open closets, closet edits, the wizard's moves
  newCloset: newClosetAction,
  closetModels: closetModelsAction,
  openCloset: openClosetAction,
  closetEdit: closetEditAction,
  closetWizard: closetWizardAction,
  setClosetRun: setClosetRunAction,
  // renderfarm.ts: photo-real renders (issue 22)
  submitRender: submitRenderAction,
} as const;
