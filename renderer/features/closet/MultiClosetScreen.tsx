import { Alert, Box, Button, EmptyState, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Columns3, Plus } from 'lucide-react';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fillerPrice,
  layoutRun,
  runPrice,
  sidePanelPrice,
  type ClosetRunSpec,
  type CornerSolution,
  type RunLayout,
} from '../../../core/closet/run';
import { isLocalizedError } from '../../../core/locale/localized';
import { catalogDocumentsAtom } from '../../state/catalogs';
import { EMPTY_RUN } from '../../state/closet';
import { moneyFormatterAtom, rowNetsAtom } from '../../state/pricing';
import { projectAtom } from '../../state/project';
import { useAtomValue } from '../../state/store';
import { ScreenPage } from '../../ui/ScreenPage';
import { ClosetPrice } from './ClosetPrice';
import { RunWallLength } from './RunWallLength';
import { projectClosets } from './projectClosets';
import { reportingDispatch } from '../../actions';
import './texts';

const run = reportingDispatch('button');
const navigateInApp = (path: string) => void run('navigate', { path });

/** /configuratorMulticloset: the project's closets in one run along walls, priced as one by core. */
export default function MultiClosetScreen() {
  const { t, i18n } = useTranslation('closet');
  const project = useAtomValue(projectAtom);
  const nets = useAtomValue(rowNetsAtom);
  const documents = useAtomValue(catalogDocumentsAtom);
  const money = useAtomValue(moneyFormatterAtom);
  // The run is the project's (saved with it); each change is the undoable setClosetRun action.
  const stored = project?.closetRun ?? EMPTY_RUN;
  const setRun = (next: ClosetRunSpec) => void run('setClosetRun', { run: next });
  const closets = useMemo(() => projectClosets(project), [project]);
  const byId = useMemo(() => new Map(closets.map((c) => [c.id, c])), [closets]);
  // Closets no longer in the project leave the run.
  const spec: ClosetRunSpec = useMemo(
    () => ({
      ...stored,
      walls: stored.walls.map((w) => ({ ...w, closets: w.closets.filter((id) => byId.has(id)) })),
    }),
    [stored, byId],
  );
  const result = useMemo((): { layout: RunLayout; price: string | null } | { error: string } => {
    try {
      const layout = layoutRun(spec, new Map(closets.map((c) => [c.id, c.model])));
      const side = new Map(
        closets.flatMap((c) => {
          const price = sidePanelPrice(c.row.erp);
          return price ? [[c.id, price] as const] : [];
        }),
      );
      // The filler's price in the first closet's catalogue and price list.
      const first = closets[0] && documents[closets[0].row.catalog];
      const list = first?.document.priceLists.find((l) => l.cod === first.priceList);
      const filler = fillerPrice(list) ?? '0';
      const priced = layout.closets.every((c) => nets.has(c.id));
      return { layout, price: priced ? runPrice(layout, nets, { side, filler }) : null };
    } catch (error) {
      return { error: isLocalizedError(error) ? error.inLanguage(i18n.language) : String(error) };
    }
  }, [spec, closets, nets, documents, i18n.language]);
  const placed = new Set(spec.walls.flatMap((w) => w.closets));
  const setWall = (index: number, change: Partial<ClosetRunSpec['walls'][number]>) =>
    setRun({ ...spec, walls: spec.walls.map((w, i) => (i === index ? { ...w, ...change } : w)) });

  if (closets.length === 0) {
    return (
      <ScreenPage title={t('run.title')}>
        <EmptyState.Root borderWidth="1px" rounded="l3">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <Columns3 />
            </EmptyState.Indicator>
            <EmptyState.Title>{t('run.none')}</EmptyState.Title>
            <Button onClick={() => navigateInApp('/closetool')}>{t('run.newCloset')}</Button>
          </EmptyState.Content>
        </EmptyState.Root>
      </ScreenPage>
    );
  }
  return (
    <ScreenPage
      title={t('run.title')}
      actions={
        <ClosetPrice
          label={t('run.price')}
          amount={'layout' in result && result.price !== null ? money(result.price) : null}
          testId="run-price"
        />
      }
    >
      <Stack gap="5">
        <Text color="fg.muted">{t('run.intro')}</Text>
        {'error' in result && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{result.error}</Alert.Title>
          </Alert.Root>
        )}
        {spec.walls.map((wall, w) => (
          <Fragment key={w}>
            {w > 0 && (
              <Field.Root maxW="sm">
                <Field.Label>{t('run.corner', { n: w, next: w + 1 })}</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={spec.corners[w - 1] ?? 'filler'}
                    onChange={(e) => {
                      const corners = spec.walls.slice(1).map((_, i) => spec.corners[i] ?? 'filler');
                      corners[w - 1] = e.currentTarget.value as CornerSolution;
                      setRun({ ...spec, corners });
                    }}
                  >
                    <option value="filler">{t('run.filler')}</option>
                    <option value="blind">{t('run.blind')}</option>
                  </NativeSelect.Field>
                </NativeSelect.Root>
              </Field.Root>
            )}
            <Stack
              as="section"
              aria-label={t('run.wall', { n: w + 1 })}
              gap="3"
              borderWidth="1px"
              rounded="l2"
              p="4"
            >
              {/* Top-aligned: a refused length's message under its field moves nothing beside it. */}
              <HStack gap="4" flexWrap="wrap" align="start">
                <Text fontWeight="semibold" mt={{ base: '0', lg: '8' }}>
                  {t('run.wall', { n: w + 1 })}
                </Text>
                <RunWallLength n={w + 1} length={wall.length} onLength={(length) => setWall(w, { length })} />
                <Field.Root maxW="xs">
                  <Field.Label>{t('run.add', { n: w + 1 })}</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      value=""
                      onChange={(e) => setWall(w, { closets: [...wall.closets, e.currentTarget.value] })}
                    >
                      <option value="">{t('run.choose')}</option>
                      {closets
                        .filter((c) => !placed.has(c.id))
                        .map((c) => (
                          <option key={c.id} value={c.id}>
                            {c.name}
                          </option>
                        ))}
                    </NativeSelect.Field>
                  </NativeSelect.Root>
                </Field.Root>
              </HStack>
              <RunStrip
                wall={w}
                length={wall.length}
                layout={'layout' in result ? result.layout : null}
                names={byId}
                onRemove={(id) => setWall(w, { closets: wall.closets.filter((c) => c !== id) })}
              />
            </Stack>
          </Fragment>
        ))}
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              setRun({
                walls: [...spec.walls, { length: 3000, closets: [] }],
                corners: [...spec.walls.slice(1).map((_, i) => spec.corners[i] ?? 'filler'), 'filler'],
              })
            }
          >
            <Plus />
            {t('run.addWall')}
          </Button>
          {spec.walls.length > 1 && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                setRun({
                  walls: spec.walls.slice(0, -1),
                  corners: spec.corners.slice(0, spec.walls.length - 2),
                })
              }
            >
              {t('run.removeWall')}
            </Button>
          )}
        </HStack>
        {'layout' in result && (
          <Text fontSize="sm" color="fg.muted" data-testid="run-summary">
            {t('run.sharedCount', { count: result.layout.sharedSides })} ·{' '}
            {t('run.fillers', { count: result.layout.fillers.length })}
          </Text>
        )}
      </Stack>
    </ScreenPage>
  );
}

/** One wall seen from the front: its closets and fillers to scale, each closet opening in the tool. */
function RunStrip({
  wall,
  length,
  layout,
  names,
  onRemove,
}: {
  wall: number;
  length: number;
  layout: RunLayout | null;
  names: ReadonlyMap<string, { name: string }>;
  onRemove(id: string): void;
}) {
  const { t } = useTranslation('closet');
  const pct = (mm: number) => `${(100 * mm) / length}%`;
  // A filler or a closet stands in the strip at its place along the wall, to scale.
  const span = (p: { x: number; width: number }) =>
    ({ position: 'absolute', top: '0', bottom: '0', left: pct(p.x), w: pct(p.width) }) as const;
  const parts = [
    ...(layout?.closets.filter((c) => c.wall === wall) ?? []).map((c) => ({ ...c, kind: 'closet' as const })),
    ...(layout?.fillers.filter((f) => f.wall === wall) ?? []).map((f) => ({
      ...f,
      id: `filler-${f.x}`,
      kind: 'filler' as const,
      sharesLeft: false,
    })),
  ];
  return (
    <Box
      position="relative"
      h="28"
      bg="bg.subtle"
      rounded="l1"
      borderBottomWidth="3px"
      borderColor="fg.muted"
    >
      {parts.map((p) =>
        p.kind === 'filler' ? (
          <Box
            key={p.id}
            {...span(p)}
            bg="gray.400"
            title={t('run.fillerPart', { width: p.width })}
            data-testid="run-filler"
          />
        ) : (
          <Stack
            key={p.id}
            {...span(p)}
            gap="1"
            p="1"
            bg="bg"
            borderWidth="2px"
            borderLeftWidth={p.sharesLeft ? '0' : '2px'}
            borderColor="blue.solid"
            data-testid="run-closet"
            data-shares-left={p.sharesLeft}
            overflow="hidden"
          >
            <Text fontSize="xs" fontWeight="semibold" truncate>
              {t('run.closet', { name: names.get(p.id)?.name ?? p.id, width: p.width })}
            </Text>
            {p.sharesLeft && (
              <Text fontSize="2xs" color="fg.muted">
                {t('run.shared')}
              </Text>
            )}
            <HStack gap="1" mt="auto">
              <Button
                size="2xs"
                variant="outline"
                aria-label={t('run.open', { name: names.get(p.id)?.name ?? p.id })}
                onClick={() => navigateInApp(`/closetool/${encodeURIComponent(p.id)}`)}
              >
                <Columns3 />
              </Button>
              <Button
                size="2xs"
                variant="ghost"
                aria-label={t('run.remove', { name: names.get(p.id)?.name ?? p.id })}
                onClick={() => onRemove(p.id)}
              >
                ×
              </Button>
            </HStack>
          </Stack>
        ),
      )}
    </Box>
  );
}
