// Spec 5: "Rows with a divider or closet are evaluated before save". A closet (or divider) row is
// one whose model writes the CLOSETSTRUCT or CLOSETDIV register; those rows are evaluated with the
// caller's price list before the project is stored, so their ERP lines match their configuration.
// A row that cannot be evaluated is marked done and kept as it is (spec 8).
// Every row of a stored catalogue is also checked against its rules (issue 19): a row whose stored
// choices hold a value a rule forbids, break a rule or miss a mandatory value is reported in words,
// and the save is refused (ProjectService).
import { articleName, compileModel, rowProblemsText, ruleProblems } from '../../core/catalog';
import type { Project, Row } from '../../core/project/schema';
import type { Account } from '../accounts/accounts';
import { ApiError } from '../api/errors';
import { applyEvaluation, rowVariant } from '../../core/project/row';
import { checkClosetEvaluation, rowCloset } from '../../core/project/closetRows';
import { validateCloset } from '../../core/closet';
import type { Evaluation } from '../../core/catalog';
import { evaluateStored } from '../catalog/evaluation';
import { callerPriceList, type CallerPriceList } from '../catalog/price-list';
import { CatalogStore, type StoredCatalog } from '../catalog/store';
import type { Database } from '../storage';

const CLOSET_REGISTERS = new Set(['CLOSETSTRUCT', 'CLOSETDIV']);
/** A catalogue's content hash is re-checked at most this often, so ordinary saves cost no extra query. */
const RECHECK_MS = 5000;

interface KnownCatalog {
  checkedAt: number;
  stored: StoredCatalog | null;
  closetModels: Map<string, boolean>;
}

export interface ClosetEvaluation {
  project: Project;
  evaluated: number;
  failed: number;
  /** One sentence per row that breaks its catalogue's rules, in the caller's language. */
  problems: string[];
}

export class ClosetRowEvaluator {
  private readonly known = new Map<string, KnownCatalog>();

  constructor(
    private readonly db: Database,
    private readonly store = new CatalogStore(db),
  ) {}

  async evaluate(project: Project, account: Account): Promise<ClosetEvaluation> {
    let list: CallerPriceList | null | undefined;
    let evaluated = 0;
    let failed = 0;
    const rows: Row[] = [];
    const problems: string[] = [];
    const lang = account.language || undefined;
    for (const [position, row] of project.rows.entries()) {
      const stored = row.model ? await this.catalog(row.catalog) : null;
      if (!stored || !row.model) {
        rows.push(row);
        continue;
      }
      const closet = this.isCloset(stored, row.model);
      list ??= await this.priceList(account, project.listid);
      try {
        const result = evaluateStored(stored, row.model, rowVariant(row), {
          list,
          ...(lang ? { lang } : {}),
        });
        const found = [...ruleProblems(result, lang), ...closetProblems(row, result, lang)];
        if (found.length) {
          const article = articleName(result, compileModel(stored.document, row.model), lang);
          problems.push(rowProblemsText(position + 1, article, found, lang));
        }
        if (!closet) {
          rows.push(row);
          continue;
        }
        rows.push({ ...applyEvaluation(row, result), jeval3ddone: true });
        evaluated += 1;
      } catch {
        // A row core cannot evaluate (unknown model or value) is kept as it is (spec 8).
        rows.push(closet ? { ...row, jeval3ddone: true } : row);
        if (closet) failed += 1;
      }
    }
    return {
      project: evaluated || failed ? { ...project, rows } : project,
      evaluated,
      failed,
      problems,
    };
  }

  /** The stored catalogue `cod`, re-checked against the store at most every RECHECK_MS. */
  private async catalog(cod: string): Promise<StoredCatalog | null> {
    const key = cod.toUpperCase();
    let known = this.known.get(key);
    if (!known || performance.now() - known.checkedAt > RECHECK_MS) {
      const stored = await this.store.find(cod).catch(() => null);
      const same = known?.stored && stored && known.stored.hash === stored.hash;
      known = { checkedAt: performance.now(), stored, closetModels: same ? known!.closetModels : new Map() };
      this.known.set(key, known);
    }
    return known.stored;
  }

  /** Whether `model` of a stored catalogue is a closet or divider model (cached per catalogue). */
  private isCloset(stored: StoredCatalog, model: string): boolean {
    const known = this.known.get(stored.document.catalog.cod.toUpperCase());
    const modelKey = model.toUpperCase();
    let closet = known?.closetModels.get(modelKey);
    if (closet === undefined) {
      closet = writesClosetRegister(stored, model);
      known?.closetModels.set(modelKey, closet);
    }
    return closet;
  }

  /** The project's price list when the caller may use it, else the caller's shop list. */
  private async priceList(account: Account, listid: Project['listid']): Promise<CallerPriceList | null> {
    try {
      return await callerPriceList(this.db, account, listid === undefined ? undefined : String(listid));
    } catch (error) {
      if (error instanceof ApiError) return callerPriceList(this.db, account);
      throw error;
    }
  }
}

/**
 * A row's closet save data must be a valid closet that its choices price (the closet tool's rows):
 * a closet whose variables disagree with the row's choices, or that breaks a closet rule, is named.
 */
function closetProblems(row: Row, result: Evaluation, lang: string | undefined): string[] {
  if (!row.closet) return [];
  const model = rowCloset(row);
  if (!model) return [];
  const broken = validateCloset(model).map((p) => p.inLanguage(lang));
  if (broken.length) return broken;
  try {
    checkClosetEvaluation(result, model, lang ?? 'en');
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}

function writesClosetRegister(stored: StoredCatalog, model: string): boolean {
  try {
    return compileModel(stored.document, model).rules.some(
      (rule) => rule.kind === 'register' && CLOSET_REGISTERS.has(rule.register.toUpperCase()),
    );
  } catch {
    return false; // unknown model: nothing to evaluate here
  }
}
