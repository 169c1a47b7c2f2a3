// The bench's render: the 50-article kitchen of the 3D bench (scene3d/project.ts), placed and built by
// the same code as the 3D view (renderer/state/scene.ts), seen from the 3D view's default corner.
import { loadProject } from '../../../core/project/load';
import { roomOfProject } from '../../../renderer/actions/mediaFlows';
import { placedRowsOf, sceneItemsOf } from '../../../renderer/state/scene';
import { sampleCatalog } from '../../catalogs/samples';
import { furnishedProject } from '../scene3d/project';

export function benchScene(articles = 50) {
  const project = loadProject({ id: 1, ...furnishedProject(articles) });
  const documents = Object.fromEntries(
    ['KITCHEN', 'LIVING'].map((cod) => [
      cod,
      { document: sampleCatalog(cod), priceList: null, currency: null },
    ]),
  );
  const room = roomOfProject(project);
  const items = sceneItemsOf(placedRowsOf(project, documents, 'en', room));
  const xs = items.map((item) => item.x / 1000);
  const zs = items.map((item) => -item.y / 1000);
  const centre: [number, number, number] = [
    (Math.min(...xs) + Math.max(...xs)) / 2,
    0.6,
    (Math.min(...zs) + Math.max(...zs)) / 2,
  ];
  const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...zs) - Math.min(...zs));
  const camera = {
    position: [centre[0] + span * 0.45, 2.6 + span * 0.25, centre[2] + span * 0.7] as [
      number,
      number,
      number,
    ],
    target: centre,
    fov: 45,
  };
  return { room: room as unknown as Record<string, unknown> | null, items, camera };
}
