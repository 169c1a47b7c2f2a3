import { Alert, Box, Button, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Box as Box3, QrCode, Smartphone } from 'lucide-react';
import { createElement, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentActionContext, dispatchFrom } from '../../actions';
import { projectScene } from '../../actions/mediaFlows';
import type { EntryTarget } from '../../app/routes';
import { projectAtom, projectDirtyAtom, storedMetaAtom } from '../../state/project';
import { canSaveProjectAtom } from '../../state/projectRights';
import { useAtomValue } from '../../state/store';
import { EmptyPanel } from '../../ui/EmptyPanel';
import { loadModel, revoke, type Model } from '../scenemedia/ArWebViewScreen';
import { openQrDialog } from '../scenemedia/QrDialog';
import { modelViewerAttributes } from '../scenemedia/modelViewer';
import '../scenemedia/i18n/register';
import './i18n/register';
import { rowsForAr } from './arRows';

type State = { status: 'loading' } | { status: 'ready'; model: Model } | { status: 'error'; message: string };

/**
 * The AR view of a customer entry (spec 2 kitchenAr, kitchenSingleAr, windowAr): the configured
 * furniture in `<model-viewer>` (WebXR, Scene Viewer, Quick Look on a phone), and on a desk screen the
 * hand-off to a phone: a QR code of the saved project's share link.
 */
export default function ArEntryView({ entry }: { entry: EntryTarget }) {
  const { t } = useTranslation('entry');
  const { t: tm } = useTranslation('scenemedia');
  const project = useAtomValue(projectAtom);
  const rows = useMemo(() => rowsForAr(project, entry), [project, entry]);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (!project || rows.length === 0) return;
    let live = true;
    projectScene(currentActionContext(), { ...project, rows })
      .then(({ items }) => loadModel(items))
      .then(
        (model) => (live ? setState({ status: 'ready', model }) : revoke(model)),
        (error: unknown) => live && setState({ status: 'error', message: (error as Error).message }),
      );
    return () => {
      live = false;
    };
  }, [project, rows]);
  useEffect(() => {
    if (state.status !== 'ready') return;
    const model = state.model;
    return () => revoke(model);
  }, [state]);

  if (rows.length === 0) {
    return (
      <Box maxW="2xl" mx={{ base: '4', md: 'auto' }} my={{ base: '6', md: '12' }}>
        <EmptyPanel
          icon={<Box3 />}
          title={t('ar.nothingTitle')}
          body={t('ar.nothingBody')}
          data-testid="ar-entry-empty"
        >
          {entry.configure && (
            <Button asChild>
              <Link to={entry.configure}>{t('ar.configure')}</Link>
            </Button>
          )}
        </EmptyPanel>
      </Box>
    );
  }
  const model = state.status === 'ready' && !('empty' in state.model) ? state.model : null;
  return (
    <Flex direction={{ base: 'column', md: 'row' }} minH="70dvh" data-testid="ar-entry">
      <Box flex="1" position="relative" minH="60dvh" bg="bg.subtle">
        {state.status === 'error' ? (
          <Alert.Root status="error" m="4" w="auto">
            <Alert.Indicator />
            <Alert.Title>{tm('ar.error', { message: state.message })}</Alert.Title>
          </Alert.Root>
        ) : !model ? (
          <Stack align="center" justify="center" h="full" minH="60dvh" gap="3" role="status">
            <Spinner size="lg" />
            <Text>{tm('ar.loading')}</Text>
          </Stack>
        ) : (
          createElement('model-viewer', modelViewerAttributes(model, t('ar.alt'), '60dvh'))
        )}
      </Box>
      <HandOff />
    </Flex>
  );
}

/** On a desk screen: the way to the phone, which needs the project saved (the phone opens that). */
function HandOff() {
  const { t } = useTranslation('entry');
  const stored = useAtomValue(storedMetaAtom);
  const dirty = useAtomValue(projectDirtyAtom);
  const canSave = useAtomValue(canSaveProjectAtom);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const saved = stored !== null && !dirty;

  const sendToPhone = async () => {
    setProblem(null);
    setBusy(true);
    try {
      let id = saved ? stored.id : null;
      if (id === null) id = (await dispatchFrom('button')('saveProject'))?.id ?? null;
      if (id !== null) void openQrDialog(id);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack hideBelow="md" w="sm" p="6" gap="4" borderStartWidth="1px" bg="bg.panel" data-testid="ar-hand-off">
      <HStack gap="2">
        <Smartphone aria-hidden />
        <Heading as="h2" size="md">
          {t('ar.handOffTitle')}
        </Heading>
      </HStack>
      <Text>{t('ar.handOffBody')}</Text>
      {saved || canSave ? (
        <Button onClick={() => void sendToPhone()} loading={busy} alignSelf="start">
          <QrCode />
          {saved ? t('ar.showQr') : t('ar.saveAndShowQr')}
        </Button>
      ) : (
        <>
          <Text color="fg.muted">{t('ar.signInFirst')}</Text>
          <Button
            alignSelf="start"
            onClick={() => void import('../account/signIn').then((m) => m.openSignIn('pro'))}
          >
            {t('do.signIn.button')}
          </Button>
        </>
      )}
      {problem && (
        <Text color="fg.error" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
