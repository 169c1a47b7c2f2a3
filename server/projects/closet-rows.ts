// Spec 5: "Rows with a divider or closet are evaluated before save". A closet (or divider) row is
// one whose model writes the CLOSETSTRUCT or CLOSETDIV register; those rows are evaluated with the
// caller's price list before the project is stored, so their ERP lines match their configuration.
// A row that cannot be evaluated is marked done and kept as it is (spec 8).
import { compileModel } from '../../core/catalog';
import type { Project, Row } from '../../core/project/schema';
import type { Account } from '../accounts/accounts';
import { ApiError } from '../api/errors';
import { applyEvaluation, rowVariant } from '../../core/project/row';
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
    for (const row of project.rows) {
      const stored = row.model ? await this.closetCatalog(row.catalog, row.model) : null;
      if (!stored || !row.model) {
        rows.push(row);
        continue;
      }
      list ??= await this.priceList(account, project.listid);
      try {
        const result = evaluateStored(stored, row.model, rowVariant(row), { list });
        rows.push({ ...applyEvaluation(row, result), jeval3ddone: true });
        evaluated += 1;
      } catch {
        rows.push({ ...row, jeval3ddone: true });
        failed += 1;
      }
    }
    return { project: evaluated || failed ? { ...project, rows } : project, evaluated, failed };
  }

  /** The stored catalogue when `model` is a closet or divider model of it, else null. */
  private async closetCatalog(cod: string, model: string): Promise<StoredCatalog | null> {
    const key = cod.toUpperCase();
    let known = this.known.get(key);
    if (!known || performance.now() - known.checkedAt > RECHECK_MS) {
      const stored = await this.store.find(cod).catch(() => null);
      const same = known?.stored && stored && known.stored.hash === stored.hash;
      known = { checkedAt: performance.now(), stored, closetModels: same ? known!.closetModels : new Map() };
      this.known.set(key, known);
    }
    if (!known.stored) return null;
    const modelKey = model.toUpperCase();
    let closet = known.closetModels.get(modelKey);
    if (closet === undefined) {
      closet = writesClosetRegister(known.stored, model);
      known.closetModels.set(modelKey, closet);
    }
    return closet ? known.stored : null;
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

function writesClosetRegister(stored: StoredCatalog, model: string): boolean {
  try {
    return compileModel(stored.document, model).rules.some(
      (rule) => rule.kind === 'register' && CLOSET_REGISTERS.has(rule.register.toUpperCase()),
    );
  } catch {
    return false; // unknown model: nothing to evaluate here
  }
}
