import { navigateAction, setLanguageAction } from './app';
import { redoAction, redoAltAction, undoAction } from './edit';
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
  placeRow: placeRowAction,
  rotateRow: rotateRowAction,
  selectRow: selectRowAction,
  setDrawingEditor: setDrawingEditorAction,
} as const;
