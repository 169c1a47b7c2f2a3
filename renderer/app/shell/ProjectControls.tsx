import { lazy, Suspense } from 'react';
import { projectOpenAtom } from '../../state/project';
import { useAtomValue } from '../../state/store';

// The bar and its texts load only once a project is open: the home page never needs them.
const ProjectControlsBar = lazy(() => import('../../features/projects/ProjectControlsBar'));

/** The open project in the header: title, unsaved marker, save, undo and redo. */
export function ProjectControls() {
  const open = useAtomValue(projectOpenAtom);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ProjectControlsBar />
    </Suspense>
  );
}
