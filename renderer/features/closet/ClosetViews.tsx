import { Box, Button, ButtonGroup, Stack } from '@chakra-ui/react';
import { Box as BoxIcon, RectangleVertical } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Evaluation } from '../../../core/catalog';
import type { ClosetModel } from '../../../core/closet';
import { partsFor } from '../../scene/parts';
import { catalogDocumentsAtom } from '../../state/catalogs';
import { useAtomValue } from '../../state/store';
import { ClosetElevation, type ClosetElevationProps } from './ClosetElevation';
import { closetRowAtom } from './closetState';

// three.js loads only when the 3D view is first shown.
const ClosetView3D = lazy(() => import('./ClosetView3D'));

/** The two ways to see the closet, in the switch's order. */
const VIEWS = [
  { value: 'front', icon: RectangleVertical },
  { value: '3d', icon: BoxIcon },
] as const;

export interface ClosetViewsProps extends ClosetElevationProps {
  evaluation: Evaluation | null;
}

/**
 * The closet seen from the front (editable) or in 3D as it will be built; both mark the sections
 * at fault of a refused change or a broken rule (`faults`), so the user sees the same part at fault.
 */
export function ClosetViews({ evaluation, ...front }: ClosetViewsProps) {
  const { t } = useTranslation('closet');
  const [view, setView] = useState<'front' | '3d'>('front');
  const row = useAtomValue(closetRowAtom);
  const documents = useAtomValue(catalogDocumentsAtom);
  const { model, faults } = front;
  const variables = row ? documents[row.catalog]?.document.variables : undefined;
  const parts = useMemo(
    () =>
      view === '3d' ? closetPartsOf(model, evaluation, variables ?? [], [...(faults?.keys() ?? [])]) : [],
    [view, model, evaluation, variables, faults],
  );
  const marked = [...(faults ?? [])].map(([section, text]) => t('faults.marked', { section, text }));
  return (
    <Stack gap="2">
      <ButtonGroup size="xs" variant="outline" attached alignSelf="flex-end" aria-label={t('view.choose')}>
        {VIEWS.map(({ value, icon: Icon }) => (
          <Button
            key={value}
            aria-pressed={view === value}
            variant={view === value ? 'solid' : 'outline'}
            onClick={() => setView(value)}
          >
            <Icon />
            {t(`view.${value}`)}
          </Button>
        ))}
      </ButtonGroup>
      {view === 'front' ? (
        <ClosetElevation {...front} />
      ) : (
        <Suspense fallback={<Box h="440px" />}>
          <ClosetView3D
            parts={parts}
            width={model.structure.width}
            height={model.structure.height}
            label={[t('view.label3d'), ...marked].join('. ')}
          />
        </Suspense>
      )}
    </Stack>
  );
}

function closetPartsOf(
  model: ClosetModel,
  evaluation: Evaluation | null,
  variables: Parameters<typeof partsFor>[0]['variables'],
  faults: number[],
) {
  const { width, height, depth } = model.structure;
  const values = Object.fromEntries(
    Object.entries(evaluation?.values ?? {}).filter(([, v]) => v !== null && v !== undefined),
  ) as Record<string, string | number | boolean>;
  return partsFor({
    catalog: evaluation?.catalog ?? 'CLOSET',
    model: evaluation?.model ?? '',
    geometry: { width, height, depth, params: {} },
    values,
    variables,
    closet: model,
    closetFaults: faults,
  });
}
