// Public API of the catalogue format and rule engine (see README.md).
export * from './schema';
export { CatalogError } from './errors';
export type { CatalogErrorCode } from './errors';
export { CATALOG_MIGRATIONS, loadCatalog, migrateCatalog } from './load';
export type { CatalogMigration } from './load';
export { compileModel, findModel } from './compile';
export type { CompiledModel } from './compile';
export { evaluate, parseModelVariant } from './evaluate';
export type { FrontKind, FrontRow, HandleKind } from './geometry';
export type {
  ChoiceOption,
  EvaluatedAdjustment,
  Evaluation,
  EvaluationContext,
  GeometryResult,
  HeaderResult,
  VariableState,
} from './evaluate';
export type { Adjustment, ValueSource, Violation } from './resolve';
export {
  articleName,
  projectRuleProblems,
  rowProblemsText,
  ruleProblems,
  storedChoiceProblems,
} from './problems';
export type { CatalogLookup, CheckedRow } from './problems';
export type { Limits, VariableValue } from './values';
export { formatVariantString, parseVariantString, escapeVariantValue } from './variant-string';
export type { VariantPair } from './variant-string';
export { localise } from './localise';
export { checkCatalog, findGallery } from './check';
export { headerRuleSet } from './header';
export { servicesForPriceList } from './services';
export type { ListService } from './services';
export { modelGroups, wizardStepEntries } from './groups';
export type { ModelGroup, WizardStepEntry } from './groups';
export type { HeaderAnswer, HeaderRequest } from './header';
export { projectWarnings, type ProjectWarning, type WarnedRow } from './warnings';
