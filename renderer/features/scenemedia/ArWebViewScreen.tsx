import { Alert, Box, Button, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, HelpCircle, Smartphone } from 'lucide-react';
import { createElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentActionContext } from '../../actions';
import { projectScene } from '../../actions/mediaFlows';
import { documentOf } from '../../actions/projectFlows/openState';
import type { ScreenProps } from '../../app/screens';
import { sceneGlb, sceneUsdz } from '../../scene/media/exportScene';
import { profileAtom } from '../../state/session';
import { useAtomValue } from '../../state/store';
import { openArHowTo } from './ArHowToDialog';
import './i18n/register';
import type { ModelViewerElement } from './modelViewer';
import './modelViewer';

type Model = { glb: string; usdz: string | null } | { empty: true };
type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; model: Model };

/** The project's model files as object URLs: GLB for the browser, WebXR and Scene Viewer, USDZ for Quick Look. */
async function loadModel(id: number): Promise<Model> {
  const ctx = currentActionContext();
  const project = documentOf(await ctx.api.projects.open(id));
  const { items } = await projectScene(ctx, project);
  if (items.length === 0) return { empty: true };
  // Furniture only: in AR the user's own room is the room.
  const glb = await sceneGlb(null, items, { walls: false });
  let usdz: string | null = null;
  try {
    usdz = URL.createObjectURL(
      new Blob([(await sceneUsdz(null, items, { walls: false })) as Uint8Array<ArrayBuffer>], {
        type: 'model/vnd.usdz+zip',
      }),
    );
  } catch {
    // Without USDZ, iOS shows the 3D model without Quick Look; every other device is unaffected.
  }
  return { glb: URL.createObjectURL(new Blob([glb], { type: 'model/gltf-binary' })), usdz };
}

/**
 * /arwebView/{prjID} (spec 2): the project's furniture in `<model-viewer>`, turnable with a finger or
 * the mouse, with augmented reality where the device has it (WebXR, Scene Viewer, Quick Look).
 */
export default function ArWebViewScreen({ params }: ScreenProps) {
  const { t } = useTranslation('scenemedia');
  const profile = useAtomValue(profileAtom);
  const id = Number(params.prjID);
  const valid = Number.isInteger(id) && id > 0;
  const [state, setState] = useState<State>({ status: 'loading' });
  const [size, setSize] = useState<{ x: number; y: number; z: number } | null>(null);
  const [arOk, setArOk] = useState<boolean | null>(null);
  const [viewer, setViewer] = useState<ModelViewerElement | null>(null);

  useEffect(() => {
    // The session starts with the app (a guest one at worst): the project is read with it.
    if (!valid || !profile) return;
    let live = true;
    loadModel(id).then(
      (model) => (live ? setState({ status: 'ready', model }) : revoke(model)),
      (error: unknown) => live && setState({ status: 'error', message: (error as Error).message }),
    );
    return () => {
      live = false;
    };
  }, [id, valid, profile]);

  useEffect(() => {
    if (state.status !== 'ready') return;
    const model = state.model;
    return () => revoke(model);
  }, [state]);

  useEffect(() => {
    const element = viewer;
    if (!element) return;
    const onLoad = () => {
      const dimensions = element.getDimensions();
      setSize({ x: dimensions.x, y: dimensions.y, z: dimensions.z });
      setArOk(element.canActivateAR);
    };
    element.addEventListener('load', onLoad);
    if (element.loaded) onLoad();
    return () => element.removeEventListener('load', onLoad);
  }, [viewer]);

  const model = state.status === 'ready' && !('empty' in state.model) ? state.model : null;

  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle" data-testid="ar-web-view">
      <HStack px="4" py="3" gap="3" borderBottomWidth="1px" bg="bg.panel" wrap="wrap">
        <Button asChild size="sm" variant="ghost">
          <Link to="/home">
            <ArrowLeft />
            {t('ar.back')}
          </Link>
        </Button>
        <Heading size="md" flex="1" minW="0">
          {valid ? t('ar.title', { id }) : t('ar.badId')}
        </Heading>
        <Button size="sm" variant="outline" onClick={() => void openArHowTo()}>
          <HelpCircle />
          {t('ar.howTo')}
        </Button>
      </HStack>
      <Box flex="1" position="relative" minH="70dvh">
        {!valid ? (
          <Alert.Root status="warning" m="4" w="auto">
            <Alert.Indicator />
            <Alert.Title>{t('ar.badId')}</Alert.Title>
          </Alert.Root>
        ) : state.status === 'loading' ? (
          <Stack align="center" justify="center" h="full" minH="60dvh" gap="3" role="status">
            <Spinner size="lg" />
            <Text>{t('ar.loading')}</Text>
          </Stack>
        ) : state.status === 'error' ? (
          <Alert.Root status="error" m="4" w="auto" data-testid="ar-error">
            <Alert.Indicator />
            <Alert.Title>{t('ar.error', { message: state.message })}</Alert.Title>
          </Alert.Root>
        ) : !model ? (
          <Alert.Root status="info" m="4" w="auto">
            <Alert.Indicator />
            <Alert.Title>{t('ar.empty')}</Alert.Title>
          </Alert.Root>
        ) : (
          createElement(
            'model-viewer',
            {
              ref: setViewer,
              src: model.glb,
              ...(model.usdz ? { 'ios-src': model.usdz } : {}),
              alt: t('ar.model', { id }),
              ar: '',
              'ar-modes': 'webxr scene-viewer quick-look',
              // Real size: the furniture must not be scaled by a pinch in the room.
              'ar-scale': 'fixed',
              'camera-controls': '',
              'touch-action': 'pan-y',
              'shadow-intensity': '1',
              exposure: '1',
              style: { width: '100%', height: '100%', minHeight: '70dvh', background: '#f4f3f0' },
              'data-testid': 'model-viewer',
            },
            createElement(
              'button',
              {
                slot: 'ar-button',
                style: {
                  position: 'absolute',
                  bottom: '16px',
                  left: '50%',
                  transform: 'translateX(-50%)',
                  padding: '10px 18px',
                  borderRadius: '999px',
                  border: 'none',
                  background: '#E8431A',
                  color: 'white',
                  fontWeight: 600,
                },
              },
              t('ar.enter'),
            ),
          )
        )}
      </Box>
      {model && (
        <Stack px="4" py="3" gap="1" bg="bg.panel" borderTopWidth="1px">
          {size && (
            <Text fontSize="sm" data-testid="ar-size">
              {t('ar.size', {
                width: Math.round(size.x * 1000),
                depth: Math.round(size.z * 1000),
                height: Math.round(size.y * 1000),
              })}
            </Text>
          )}
          {arOk === false && (
            <HStack gap="2" fontSize="sm" color="fg.muted">
              <Smartphone size={16} />
              <Text>{t('ar.unsupported')}</Text>
            </HStack>
          )}
        </Stack>
      )}
    </Flex>
  );
}

function revoke(model: Model): void {
  if ('empty' in model) return;
  URL.revokeObjectURL(model.glb);
  if (model.usdz) URL.revokeObjectURL(model.usdz);
}
