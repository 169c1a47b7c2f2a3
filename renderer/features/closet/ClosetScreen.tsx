import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Grid,
  Heading,
  HStack,
  Stack,
  Text,
  type ButtonProps,
} from '@chakra-ui/react';
import { ArrowLeft, ArrowRight, Columns3, Flag, ListChecks, RotateCcw, Ruler } from 'lucide-react';
import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closetErrorText, validateCloset, type WizardIssue } from '../../../core/closet';
import type { ScreenProps } from '../../app/screens';
import { reportingDispatch } from '../../actions';
import type { ClosetWizardMove } from '../../actions/closet';
import { closetSectionAtom, closetWizardAtom } from '../../state/closet';
import { moneyFormatterAtom } from '../../state/pricing';
import { projectAtom } from '../../state/project';
import { store, useAtom, useAtomValue } from '../../state/store';
import { EmptyPanel } from '../../ui/EmptyPanel';
import { MessagesAlert } from '../../ui/MessagesAlert';
import { ScreenPage } from '../../ui/ScreenPage';
import { ClosetPrice } from './ClosetPrice';
import { openBomDialog } from './BomDialog';
import { ClosetViews } from './ClosetViews';
import {
  closetEvaluationAtom,
  closetModelAtom,
  closetPriceAtom,
  closetProblemsAtom,
  closetSectionsAtom,
} from './closetState';
import { projectClosets } from './projectClosets';
import { StepPanel } from './StepPanel';
import { WizardNav } from './WizardNav';
import './texts';

const run = reportingDispatch('button');

/** The wizard's moves its button bar makes. */
type WizardBarMove = Extract<ClosetWizardMove['op'], 'previous' | 'next' | 'finalize' | 'reset'>;

const openRun = () => run('navigate', { path: '/configuratorMulticloset' });

/**
 * No closet open: the catalogue's closet models, each starting a closet row; below them the
 * project's closets, to open one again or lay them out along the walls.
 */
function StartCloset({ notCloset }: { notCloset: string | undefined }) {
  const { t } = useTranslation('closet');
  const project = useAtomValue(projectAtom);
  const closets = useMemo(() => projectClosets(project), [project]);
  const [models, setModels] = useState<{ cod: string; des: string }[]>([]);
  useEffect(() => {
    let live = true;
    void run('closetModels', {}).then((found) => live && found && setModels(found));
    return () => {
      live = false;
    };
  }, []);
  return (
    <ScreenPage title={t('title')}>
      {notCloset && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('start.notCloset', { row: notCloset })}</Alert.Title>
        </Alert.Root>
      )}
      {/* A solid frame: here the models are the way on, not a sign that something is missing. */}
      <EmptyPanel
        borderStyle="solid"
        data-testid="closet-start"
        icon={<Ruler />}
        title={t('start.title')}
        body={t('start.body')}
      >
        <HStack gap="3" flexWrap="wrap" justify="center">
          {models.map((m) => (
            <Button key={m.cod} variant="outline" onClick={() => run('newCloset', { model: m.cod })}>
              {m.des}
            </Button>
          ))}
        </HStack>
      </EmptyPanel>
      {closets.length > 0 && (
        <Stack as="section" aria-labelledby="closet-yours" gap="3" mt="6">
          <Heading as="h2" size="md" id="closet-yours">
            {t('start.yours')}
          </Heading>
          <HStack gap="2" flexWrap="wrap">
            {closets.map((c) => (
              <Button
                key={c.id}
                size="sm"
                variant="outline"
                aria-label={t('run.open', { name: c.name })}
                onClick={() => run('navigate', { path: `/closetool/${encodeURIComponent(c.id)}` })}
              >
                {c.name}
              </Button>
            ))}
            <Button size="sm" variant="ghost" onClick={openRun}>
              <Columns3 />
              {t('run.openRun')}
            </Button>
          </HStack>
        </Stack>
      )}
    </ScreenPage>
  );
}

/** /closetool/{idRow?}: the closet wizard on a closet row of the project, or a new closet. */
export default function ClosetScreen({ params }: ScreenProps) {
  const idRow = params.idRow;
  const project = useAtomValue(projectAtom);
  const row = project?.rows.find((r) => String(r.uniqueid) === idRow);
  const wizard = useAtomValue(closetWizardAtom);
  useEffect(() => {
    if (row?.closet && idRow && wizard.rowId !== idRow) void run('openCloset', { rowId: idRow });
  }, [row?.closet, idRow, wizard.rowId]);
  if (!idRow || !row?.closet) return <StartCloset notCloset={idRow && project ? idRow : undefined} />;
  if (wizard.rowId !== idRow) return null;
  return <ClosetWizard />;
}

function ClosetWizard() {
  const { t, i18n } = useTranslation('closet');
  const wizard = useAtomValue(closetWizardAtom);
  const model = useAtomValue(closetModelAtom);
  const sections = useAtomValue(closetSectionsAtom);
  const result = useAtomValue(closetEvaluationAtom);
  const price = useAtomValue(closetPriceAtom);
  const problems = useAtomValue(closetProblemsAtom);
  const money = useAtomValue(moneyFormatterAtom);
  const [selected, setSelected] = useAtom(closetSectionAtom);
  const evaluation = result?.ok ? result.evaluation : null;
  // Every edit evaluates anew; the step names rarely change, so the map keeps its identity while
  // they do not, and the step list (memo) does not render again on each edit.
  const namesKey = result?.ok ? JSON.stringify(result.groups.map((g) => [g.cod, g.des])) : '[]';
  const names = useMemo(() => new Map(JSON.parse(namesKey) as [string, string][]), [namesKey]);
  // A refused change's rule in the user's language, and the sections it names marked on the model.
  const issueText = (e: WizardIssue) => closetErrorText(e, i18n.language);
  // Marked in the front view and in 3D: the rules the closet breaks now, and refused changes.
  const faults = useMemo(() => {
    const text = (e: Parameters<typeof closetErrorText>[0]) => closetErrorText(e, i18n.language);
    const broken = model ? validateCloset(model) : [];
    return new Map(
      [...broken, ...wizard.errors].flatMap((e) =>
        e.fault?.section ? [[e.fault.section, text(e)] as const] : [],
      ),
    );
  }, [model, wizard.errors, i18n.language]);
  if (!model || !wizard.rowId) return null;
  const step = wizard.steps[wizard.currentStepIdx];
  const swatch = (cod: string) => {
    const v = evaluation?.variables[cod];
    return v?.options?.find((o) => o.value === String(v.value))?.swatch;
  };
  const last = wizard.currentStepIdx >= wizard.maxStepIdx;
  // The views and the step's panel show one closet: its model, evaluation and selected section.
  const shown = { model, evaluation, selected, onSelect: setSelected };
  const finished = wizard.steps[wizard.maxStepIdx]?.done === true;
  return (
    <ScreenPage
      title={evaluation?.header?.cModel ? `${t('title')} · ${evaluation.header.cModel}` : t('title')}
      actions={
        <ClosetPrice
          label={t('price.label')}
          amount={price === null ? null : money(price)}
          testId="closet-price"
        >
          <Badge colorPalette={problems.length ? 'red' : 'green'}>
            {problems.length ? t('price.invalid') : t('price.valid')}
          </Badge>
        </ClosetPrice>
      }
    >
      <Grid templateColumns={{ base: '1fr', lg: '220px minmax(0, 1fr) 380px' }} gap="6" alignItems="start">
        {/* On a phone the closet and its step come first, the list of steps after them. */}
        <Box order={{ base: 3, lg: 0 }}>
          <WizardNav steps={wizard.steps} currentCod={wizard.currentStepCod} names={names} />
        </Box>
        <ClosetViews
          {...shown}
          carcassColor={swatch('CARCASS') ?? '#f2f1ec'}
          doorColor={swatch('FINISH') ?? '#e9e6df'}
          faults={faults}
          onMoveDivider={(index, x) => run('closetEdit', { edit: { op: 'moveDivider', index, x } })}
        />
        <Stack gap="4" as="section" aria-labelledby="closet-step-title">
          <Heading as="h2" size="lg" id="closet-step-title">
            {step ? (names.get(step.cod) ?? step.key) : ''}
          </Heading>
          {step && (
            <StepPanel
              {...shown}
              stepKey={step.key}
              group={step.cod}
              rowId={wizard.rowId}
              sections={sections}
            />
          )}
          <WizardButtons first={wizard.currentStepIdx <= 1} last={last} finished={finished} />
          {finished && <Text color="green.fg">{t('wizard.finished')}</Text>}
          {problems.length > 0 && (
            <MessagesAlert status="error" title={t('price.invalid')} messages={problems} />
          )}
          {wizard.errors.length > 0 && (
            <Box as="section" aria-label={t('errors.title')} data-testid="closet-errors">
              <HStack justify="space-between">
                <Text fontWeight="semibold">{t('errors.title')}</Text>
                <Button size="xs" variant="ghost" onClick={() => run('closetWizard', { op: 'clearErrors' })}>
                  {t('errors.clear')}
                </Button>
              </HStack>
              <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
                {wizard.errors.map((e, index) => (
                  <HStack
                    as="li"
                    key={`${index}-${e.message}`}
                    align="start"
                    gap="2"
                    bg="bg.error"
                    color="fg.error"
                    rounded="l2"
                    p="2"
                  >
                    <Text flex="1" fontSize="sm">
                      {e.stepCod && names.get(e.stepCod) ? `${names.get(e.stepCod)}: ` : ''}
                      {issueText(e)}
                    </Text>
                    <CloseButton
                      size="2xs"
                      aria-label={t('errors.remove')}
                      onClick={() => run('closetWizard', { op: 'removeError', index })}
                    />
                  </HStack>
                ))}
              </Stack>
            </Box>
          )}
        </Stack>
      </Grid>
    </ScreenPage>
  );
}

/** A button of the wizard's bar that makes one of its moves (previous, next, finalize, reset). */
function WizardMoveButton({ op, ...button }: Omit<ButtonProps, 'onClick'> & { op: WizardBarMove }) {
  return <Button size="sm" {...button} onClick={() => run('closetWizard', { op })} />;
}

/**
 * Previous, next or finalize, the parts list and reset. Memo: a closet edit does not change them, so
 * they do not render again within the edit's frame; the parts list reads the closet when it opens.
 */
const WizardButtons = memo(function WizardButtons({
  first,
  last,
  finished,
}: {
  first: boolean;
  last: boolean;
  finished: boolean;
}) {
  const { t } = useTranslation('closet');
  const openBom = () => {
    const model = store.get(closetModelAtom);
    if (model) openBomDialog(model);
  };
  return (
    <HStack gap="2" flexWrap="wrap" pt="2" borderTopWidth="1px">
      <WizardMoveButton op="previous" variant="outline" disabled={first}>
        <ArrowLeft />
        {t('wizard.previous')}
      </WizardMoveButton>
      {last ? (
        <WizardMoveButton op="finalize" colorPalette="green" disabled={finished}>
          <Flag />
          {t('wizard.finalize')}
        </WizardMoveButton>
      ) : (
        <WizardMoveButton op="next">
          {t('wizard.next')}
          <ArrowRight />
        </WizardMoveButton>
      )}
      <Button size="sm" variant="outline" onClick={openBom}>
        <ListChecks />
        {t('bom.open')}
      </Button>
      <Button size="sm" variant="outline" onClick={openRun}>
        <Columns3 />
        {t('run.openRun')}
      </Button>
      <WizardMoveButton op="reset" variant="ghost">
        <RotateCcw />
        {t('wizard.reset')}
      </WizardMoveButton>
    </HStack>
  );
});
