// The one transport of the typed client, where every caller finds it: every call to /api/v1 goes
// through it, so the base URL, the session cookie, the timeout, the error shape and the wait for the
// start-up login are decided once. Its parts, one job each:
//   - createTransport.ts: a transport (fetch under a timeout, the start-up gate, the error replies);
//   - errors.ts: ApiError, how a reply that is not 2xx becomes one, the listeners of every error;
//   - xhrUpload.ts: uploads with progress where XMLHttpRequest exists;
//   - defaultTransport.ts: the browser's transport, its session token and start-up gate.
export {
  apiUrl,
  createTransport,
  REQUEST_TIMEOUT_MS,
  type CallOptions,
  type HttpMethod,
  type Transport,
  type TransportOptions,
} from './createTransport';
export { defaultTransport, holdCallsUntil, setSessionToken } from './defaultTransport';
export {
  ApiError,
  errorFromReply,
  GDPR_CODE,
  isGdprError,
  isMaintenanceError,
  MAINTENANCE_CODE,
  onApiError,
  type ApiErrorDetails,
} from './errors';
export type { UploadProgress } from './xhrUpload';
