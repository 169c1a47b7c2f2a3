// The body of loadComposition (inspiration.ts): it loads with the first composition, with the
// compositions themselves and the room code, so that the home page's action table stays light.
import { COMPOSITIONS, type CompositionPiece } from '../../core/room/compositions';
import { roomToEnvWall } from '../../core/room/env';
import { createRoom } from '../../core/room/walls';
import type { Project } from '../../core/project/schema';
import { projectAtom } from '../state/project';
import { ensureCatalog, ensureCatalogs, languageOf, loadEdits } from './catalogs';
import type { ActionContext } from './types';

async function pieceRequest(ctx: ActionContext, piece: CompositionPiece) {
  const loaded = await ensureCatalog(ctx, piece.catalog);
  if (piece.gallery) {
    const wanted = piece.gallery.toUpperCase();
    const gallery = loaded.document.galleries.find((g) => g.cod.toUpperCase() === wanted);
    if (!gallery) throw new Error(`Unknown id gallery ${piece.gallery}`);
    return { loaded, model: gallery.model, variant: gallery.variants };
  }
  if (!piece.model) throw new Error('A composition piece needs a gallery or a model');
  return { loaded, model: piece.model, variant: piece.variant ?? '' };
}

export async function loadComposition(ctx: ActionContext, { id }: { id: string }): Promise<number> {
  const composition = COMPOSITIONS.find((c) => c.id === id);
  if (!composition) throw new Error(`Unknown composition ${id}`);
  const edits = await loadEdits();
  const requests = await Promise.all(composition.pieces.map((piece) => pieceRequest(ctx, piece)));
  let project: Project = ctx.store.get(projectAtom) ?? edits.freshProject();
  const hasRoom = (project.envWall?.wallsVector ?? []).length > 0;
  if (!hasRoom) {
    const { type, values, height } = composition.room;
    project = {
      ...project,
      envWall: roomToEnvWall(createRoom(type, values, { height, roomHeight: height })),
    };
  }
  for (const { loaded, model, variant } of requests) {
    project = edits.insertRow(project, loaded, {
      catalog: loaded.document.catalog.cod,
      model,
      variant,
      lang: languageOf(ctx),
    });
  }
  const documents = await ensureCatalogs(
    ctx,
    project.rows.map((r) => r.catalog),
  );
  ctx.store.set(projectAtom, edits.priceForScreens(project, documents));
  return composition.pieces.length;
}
