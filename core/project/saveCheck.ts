// The project's save check, written once (issue 19, issue 21): what refuses a save. The browser runs
// it before it sends a project, with the catalogues it loaded; the server's save answers 422 with the
// same sentences exactly when it refuses (tests/parity holds the two equal).
//  - a row that breaks its catalogue's rules (core/catalog's projectRuleProblems);
//  - a multi-closet run that cannot be built: a blind corner beside hinged doors (the doors would
//    clash). The rest of a run's layout (a wall still too short, a gap at a corner) is shown on the
//    run's screen while it is being laid out and does not refuse a save.
import { projectRuleProblems, type CatalogLookup } from '../catalog/problems';
import type { ClosetModel } from '../closet/model';
import { runCornerClashes } from '../closet/run';
import { rowCloset } from './closetRows';
import { rowVariant } from './row';
import type { Project } from './schema';

/** One sentence per blind corner of the project's closet run with hinged doors beside it. */
export function closetRunProblems(project: Pick<Project, 'rows' | 'closetRun'>, lang?: string): string[] {
  if (!project.closetRun) return [];
  const models = new Map<string, ClosetModel>();
  for (const row of project.rows) {
    if (!row.closet) continue;
    try {
      const model = rowCloset(row);
      if (model) models.set(String(row.uniqueid), model);
    } catch {
      // A closet core cannot read is the rows' check's to name, not the run's.
    }
  }
  return runCornerClashes(project.closetRun, models).map((clash) => clash.inLanguage(lang));
}

/** Why the project may not be saved, one sentence a problem (none: it may). */
export function projectSaveProblems(
  project: Pick<Project, 'rows' | 'closetRun'>,
  lookup: CatalogLookup,
  lang?: string,
): string[] {
  return [
    ...projectRuleProblems(
      project.rows.map((row) => ({ catalog: row.catalog, model: row.model, variant: rowVariant(row) })),
      lookup,
      lang,
    ),
    ...closetRunProblems(project, lang),
  ];
}
