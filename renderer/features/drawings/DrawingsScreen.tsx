import { Box, Button, Heading, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { FileDown, FileText, PencilRuler } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { drawingToSvg, inUnits, roomDrawings, type Drawing } from '../../../core/layout/drawing';
import { downloadBlob } from '../../api/reports';
import type { ScreenProps } from '../../app/screens';
import { useLengths } from '../../state/measures';
import { projectAtom } from '../../state/project';
import { roomAtom } from '../../state/room';
import { layoutItemOf } from '../../../core/layout/autoPlace';
import { placedRowsAtom } from '../../state/scene';
import { useAtomValue } from '../../state/store';
import { NoProjectScreen } from '../../ui/NoProjectScreen';
import { EmptyPanel } from '../../ui/EmptyPanel';
import { ScreenPage } from '../../ui/ScreenPage';
import { showToast } from '../../ui/toaster';
import '../configurator3d/texts';
import { useProjectCatalogDocuments } from '../itemsearch/useCatalogDocument';
import { Room3DLink } from '../configurator3d/Room3DLink';
import { DrawingViewer } from './DrawingViewer';

const fileName = (project: string, drawing: string, extension: string) =>
  `${project.replace(/[^\p{L}\p{N}_-]+/gu, '_') || 'project'}_${drawing}.${extension}`;

/**
 * The dimension drawings of the open project's room: the plan and each wall's elevation, drawn
 * from core/layout (the furniture where the 2D and 3D views put it, the measures of its dimension
 * chains), each downloadable as SVG, and all of them as one PDF.
 */
export default function DrawingsScreen(_props: ScreenProps) {
  const { t } = useTranslation('layout');
  const project = useAtomValue(projectAtom);
  const room = useAtomValue(roomAtom);
  const placed = useAtomValue(placedRowsAtom);
  const loads = useProjectCatalogDocuments(project);
  const [exporting, setExporting] = useState(false);
  const lengths = useLengths();
  const drawings = useMemo<Drawing[]>(
    () =>
      room
        ? roomDrawings(
            room,
            placed.map((p) => layoutItemOf(p.shape, p.layout)),
            { plan: t('drawing.plan'), wall: (n) => t('drawing.wall', { n }) },
          ).map((d) => inUnits(d, lengths.dimension))
        : [],
    [room, placed, t, lengths],
  );
  const svgs = useMemo(() => drawings.map(drawingToSvg), [drawings]);
  const title = t('drawing.title');
  const projectName = project?.des ?? String(project?.id ?? 'project');

  if (!project) {
    return <NoProjectScreen ns="layout" title={title} icon={<PencilRuler />} action={t('empty.find')} />;
  }
  if (!room) {
    return (
      <ScreenPage title={title}>
        <EmptyPanel icon={<PencilRuler />} title={t('noRoom')} body={t('drawing.noRoom')} />
      </ScreenPage>
    );
  }
  const loading = Object.values(loads).some((l) => l.status === 'loading');

  const exportPdf = async () => {
    setExporting(true);
    try {
      const { drawingsPdf } = await import('./drawingPdf');
      const blob = await drawingsPdf(drawings, (n) => t('drawing.scale', { n, unit: lengths.symbol }));
      downloadBlob(blob, fileName(projectName, 'drawings', 'pdf'));
    } catch (error) {
      showToast({ type: 'error', title: t('drawing.pdfFailed'), description: (error as Error).message });
    } finally {
      setExporting(false);
    }
  };

  return (
    <ScreenPage
      title={title}
      actions={
        <HStack gap="2" wrap="wrap" justify="end">
          <Room3DLink label={t('title')} variant="ghost" />
          <Button size="sm" onClick={() => void exportPdf()} loading={exporting}>
            <FileText />
            {t('drawing.pdf')}
          </Button>
        </HStack>
      }
    >
      {loading && <Skeleton h="8" />}
      <Stack gap="6">
        {drawings.map((drawing, i) => (
          <Box
            as="section"
            key={drawing.name}
            borderWidth="1px"
            rounded="l3"
            bg="bg.panel"
            p={{ base: '3', md: '4' }}
            aria-labelledby={`drawing-${drawing.name}`}
            data-testid={`drawing-${drawing.name}`}
          >
            <HStack justify="space-between" mb="3" gap="3" wrap="wrap">
              <Heading as="h2" size="md" id={`drawing-${drawing.name}`}>
                {drawing.title}
              </Heading>
              <Button
                size="xs"
                variant="outline"
                aria-label={t('drawing.svgOf', { what: drawing.title })}
                onClick={() =>
                  downloadBlob(
                    new Blob([svgs[i]!], { type: 'image/svg+xml' }),
                    fileName(projectName, drawing.name, 'svg'),
                  )
                }
              >
                <FileDown />
                {t('drawing.svg')}
              </Button>
            </HStack>
            <DrawingViewer drawing={drawing} svg={svgs[i]!} />
          </Box>
        ))}
      </Stack>
    </ScreenPage>
  );
}
