/** Every way loading a catalogue or evaluating a configuration can fail, as a stable code. */
export type CatalogErrorCode =
  | 'INVALID_DOCUMENT'
  | 'UNSUPPORTED_VERSION'
  | 'BROKEN_REFERENCE'
  | 'DUPLICATE_CODE'
  | 'UNKNOWN_MODEL'
  | 'UNKNOWN_VARIABLE'
  | 'VARIABLE_NOT_IN_MODEL'
  | 'DUPLICATE_VARIABLE'
  | 'BAD_VARIANT_STRING'
  | 'VALUE_NOT_IN_DOMAIN'
  | 'NOT_A_NUMBER'
  | 'OUT_OF_RANGE'
  | 'OFF_STEP'
  | 'NOT_A_BOOLEAN'
  | 'TEXT_TOO_LONG'
  | 'BAD_EXPRESSION'
  | 'EXPRESSION_FAILED'
  | 'BAD_RULE_RESULT'
  | 'RULES_DO_NOT_SETTLE'
  | 'UNKNOWN_PRICE_LIST'
  | 'PRICE_BAND_MISSING'
  | 'UNKNOWN_GALLERY';

/** A catalogue or configuration error with a stable `code` and a message a person can act on. */
export class CatalogError extends Error {
  override readonly name = 'CatalogError';

  constructor(
    readonly code: CatalogErrorCode,
    message: string,
  ) {
    super(message);
  }
}
