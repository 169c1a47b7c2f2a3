// The family of actions that apply one of core's edits to the open project (offer fields, row
// edits, the closet run): each is one undoable history step, priced again by projectEdit.ts's
// editProject. Such an action gives its name, label and the change its arguments ask for; the
// definer writes the rest once.
import type { Project } from '../../core/project/schema';
import { defineAction } from './define';
import { editProject, type Documents, type Edits } from './projectEdit';
import type { ActionContext, ActionDef } from './types';

/** What a change may use besides the project: core's edits, the rows' catalogues and the context. */
export interface EditTools {
  edits: Edits;
  documents: Documents;
  ctx: ActionContext;
}

export interface EditActionDef<Args> extends Omit<ActionDef<Args>, 'undoable' | 'perform'> {
  /**
   * The project these arguments make of `project`, through core's edits (the same project: nothing
   * changes). It may throw to refuse them: nothing is stored then.
   */
  change(project: Project, args: Args, tools: EditTools): Project;
}

/** Declares an undoable action that applies `change` to the open project and prices the result. */
export function defineEditAction<Args = void>({ change, ...action }: EditActionDef<Args>): ActionDef<Args> {
  return defineAction<Args>({
    ...action,
    undoable: true,
    perform: async (ctx, args) => {
      await editProject(ctx, (project, edits, documents) => change(project, args, { edits, documents, ctx }));
    },
  });
}
