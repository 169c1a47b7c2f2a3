// The host protocol (spec 5, 7, 8; README.md): one module validates and answers the messages of every
// transport (iframe postMessage, the layout tool's window, desktop IPC).
export * from './host';
export * from './messages';
export * from './port';
export { GuestAdmission, type AdmissionAtLoad } from './admission';
export type { HostContext, Requirement, HostAction } from './action-types';
export {
  handleHostMessage,
  hostActions,
  failedPrecheck,
  protocolMessage,
  type HostActionName,
} from './handle';
export { DEFAULT_PICTURE_SIZE, MAX_PICTURE_SIZE, buildRoutePath, routeParams } from './actions-app';
export { MAX_PROJECT_ID } from './actions-session';
export * from './origins';
export { canonicalJson, jsonHash, sha256Hex, utf8 } from './hash';
export * from './change-events';
