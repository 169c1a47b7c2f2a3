import { Alert, Box, Button, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, RotateCw, Smartphone } from 'lucide-react';
import { createElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { currentActionContext } from '../../actions';
import { projectScene } from '../../actions/mediaFlows';
import { sharedProjectScene } from '../../actions/sharedScene';
import { ApiError } from '../../api/transport';
import { SHARE_LINK_EXPIRED, SHARE_LINK_INVALID, SHARE_QUERY } from '../../api/shares';
import { documentOf } from '../../actions/projectFlows/openState';
import type { ScreenProps } from '../../app/screens';
import { i18n } from '../../i18n';
import type { SceneItem } from '../../scene/model/sceneItem';
import { sceneGlb, sceneUsdz } from '../../scene/media/exportScene';
import { profileAtom } from '../../state/session';
import { useAtomValue } from '../../state/store';
import { ArHowToButton } from './ArHowToDialog';
import { formatExpiry } from './shareExpiry';
import './i18n/register';
import { modelViewerAttributes, type ModelViewerElement } from './modelViewer';
import { useLengths } from '../../state/measures';
import { LinkButton } from '../../ui/LinkButton';

export type Model = { glb: string; usdz: string | null } | { empty: true };
/** What the page failed with: a share link that opens nothing or is past its time, or anything else. */
type Failure = { kind: 'invalid' } | { kind: 'expired' } | { kind: 'other'; message: string };
type State =
  | { status: 'loading' }
  | { status: 'error'; failure: Failure }
  | { status: 'ready'; model: Model; expiresAt: string | null; title: string | null };

/** The project's scene: with a share link's token when the page has one, else with the session. */
async function loadScene(id: number, token: string | null) {
  const ctx = currentActionContext();
  if (token) return sharedProjectScene(ctx, id, token);
  const project = documentOf(await ctx.api.projects.open(id));
  return { ...(await projectScene(ctx, project)), expiresAt: null, title: project.des?.trim() || null };
}

/** The project's model files as object URLs: GLB for the browser, WebXR and Scene Viewer, USDZ for Quick Look. */
export async function loadModel(items: SceneItem[]): Promise<Model> {
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

function failureOf(error: unknown): Failure {
  if (error instanceof ApiError && error.code === SHARE_LINK_EXPIRED) return { kind: 'expired' };
  if (error instanceof ApiError && error.code === SHARE_LINK_INVALID) return { kind: 'invalid' };
  return { kind: 'other', message: (error as Error).message };
}

/**
 * /arwebView/{prjID} (spec 2): the project's furniture in `<model-viewer>`, turnable with a finger or
 * the mouse, with augmented reality where the device has it (WebXR, Scene Viewer, Quick Look).
 */
export default function ArWebViewScreen({ params }: ScreenProps) {
  const { t } = useTranslation('scenemedia');
  const lengths = useLengths();
  const profile = useAtomValue(profileAtom);
  const id = Number(params.prjID);
  const valid = Number.isInteger(id) && id > 0;
  // A share link (the QR code) carries its token: the project opens with it, no sign-in needed.
  const [search] = useSearchParams();
  const token = search.get(SHARE_QUERY);
  const [attempt, setAttempt] = useState(0);
  // With a token the session plays no part: its arrival (a guest one) must not load the model again.
  const session = token ? null : profile;
  const [state, setState] = useState<State>({ status: 'loading' });
  const [size, setSize] = useState<{ x: number; y: number; z: number } | null>(null);
  const [arOk, setArOk] = useState<boolean | null>(null);
  const [viewer, setViewer] = useState<ModelViewerElement | null>(null);

  useEffect(() => {
    // Without a token, the session started with the app (a guest one at worst) reads the project.
    if (!valid || (!token && !session)) return;
    let live = true;
    loadScene(id, token)
      .then(async ({ items, expiresAt, title }) => ({ model: await loadModel(items), expiresAt, title }))
      .then(
        (ready) => (live ? setState({ status: 'ready', ...ready }) : revoke(ready.model)),
        (error: unknown) => live && setState({ status: 'error', failure: failureOf(error) }),
      );
    return () => {
      live = false;
    };
  }, [id, valid, session, token, attempt]);

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
        <LinkButton to="/home" size="sm" variant="ghost">
          <ArrowLeft />
          {t('ar.back')}
        </LinkButton>
        <Heading size="md" flex="1" minW="0">
          {!valid
            ? t('ar.badId')
            : state.status === 'ready' && state.title
              ? t('ar.titleNamed', { title: state.title })
              : t('ar.title', { id })}
        </Heading>
        <ArHowToButton variant="outline">{t('ar.howTo')}</ArHowToButton>
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
          <ArFailure
            failure={state.failure}
            onRetry={() => {
              setState({ status: 'loading' });
              setAttempt((n) => n + 1);
            }}
          />
        ) : !model ? (
          <Alert.Root status="info" m="4" w="auto">
            <Alert.Indicator />
            <Alert.Title>{t('ar.empty')}</Alert.Title>
          </Alert.Root>
        ) : (
          createElement(
            'model-viewer',
            {
              ...modelViewerAttributes(model, t('ar.model', { id }), '70dvh'),
              ref: setViewer,
              exposure: '1',
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
          {state.status === 'ready' && state.expiresAt && (
            <Text fontSize="sm" color="fg.muted" data-testid="ar-shared-until">
              {t('ar.sharedUntil', { date: formatExpiry(state.expiresAt, i18n.language) })}
            </Text>
          )}
          {size && (
            <Text fontSize="sm" data-testid="ar-size">
              {t('ar.size', {
                size: lengths.size([size.x * 1000, size.z * 1000, size.y * 1000]),
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

/** Why the model cannot be shown, and what to do about it. */
function ArFailure({ failure, onRetry }: { failure: Failure; onRetry: () => void }) {
  const { t } = useTranslation('scenemedia');
  if (failure.kind === 'other') {
    return (
      <Alert.Root status="error" m="4" w="auto" data-testid="ar-error">
        <Alert.Indicator />
        <Alert.Content gap="3">
          <Alert.Title>{t('ar.error', { message: failure.message })}</Alert.Title>
          <Button size="sm" variant="outline" alignSelf="start" onClick={onRetry}>
            <RotateCw />
            {t('ar.retry')}
          </Button>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const expired = failure.kind === 'expired';
  return (
    <Alert.Root status="warning" m="4" w="auto" data-testid="ar-error" data-reason={failure.kind}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(expired ? 'ar.shareExpired' : 'ar.shareInvalid')}</Alert.Title>
        <Alert.Description>{t('ar.shareWhatToDo')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function revoke(model: Model): void {
  if ('empty' in model) return;
  URL.revokeObjectURL(model.glb);
  if (model.usdz) URL.revokeObjectURL(model.usdz);
}
