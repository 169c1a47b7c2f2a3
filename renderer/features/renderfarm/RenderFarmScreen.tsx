// /renderfarm (issue 22): a render of the open project's room from the 3D view's camera or a saved
// one, at a preset or custom size, quality and lighting, under a name. The farm's jobs are at /jobview.
import { Button, Card, Field, Stack, Text } from '@chakra-ui/react';
import { Camera } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RenderLighting, RenderQuality } from '../../api/renderfarm';
import { useAction } from '../../actions/useAction';
import type { ScreenProps } from '../../app/screens';
import { lastViewpoint } from '../../scene/media/liveView';
import { projectAtom } from '../../state/project';
import { useAtomValue } from '../../state/store';
import { NoProjectState } from '../../ui/NoProjectState';
import { ScreenPage } from '../../ui/ScreenPage';
import { LinkButton } from '../../ui/LinkButton';
import { OptionSelect } from '../../ui/OptionSelect';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/toaster';
import { useFormValues } from '../../ui/useFormValues';
import { RenderFarmPage } from './RenderFarmPage';
import { saveCamera, savedCameras } from './savedCameras';
import './texts';

const PRESETS = ['1280x720', '1920x1080', '3840x2160'] as const;
const QUALITIES: RenderQuality[] = ['draft', 'standard', 'high'];
const LIGHTINGS: RenderLighting[] = ['daylight', 'evening', 'studio'];
const LIVE = 'live';
const CUSTOM = 'custom';

const side = (text: string) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 64 && n <= 4096 ? n : null;
};

export default function RenderFarmScreen(_props: ScreenProps) {
  const { t, i18n } = useTranslation('renderfarm');
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const project = useAtomValue(projectAtom);
  const submit = useAction('submitRender');
  const projectKey = String(project?.id ?? 'draft');
  const live = lastViewpoint();
  const [cameras, setCameras] = useState(() => savedCameras(localStorage, projectKey));
  const [cameraChoice, setCameraChoice] = useState(LIVE);
  const [name, setName] = useState(() =>
    t('submit.defaultName', {
      project: project?.des || project?.id || '',
      date: new Date().toLocaleDateString(i18n.language),
    }),
  );
  const [preset, setPreset] = useState<string>(PRESETS[0]);
  const custom = useFormValues({ width: '1280', height: '720' });
  const [quality, setQuality] = useState<RenderQuality>('standard');
  const [lighting, setLighting] = useState<RenderLighting>('daylight');
  const [sending, setSending] = useState(false);

  const size = useMemo(() => {
    if (preset !== CUSTOM) {
      const [w, h] = preset.split('x').map(Number);
      return { width: w!, height: h! };
    }
    const w = side(custom.values.width);
    const h = side(custom.values.height);
    return w && h ? { width: w, height: h } : null;
  }, [preset, custom.values]);

  if (!project) {
    return (
      <ScreenPage title={common('routes.renderfarm')}>
        <NoProjectState
          icon={<Camera />}
          title={t('submit.noProject')}
          body=""
          action={t('submit.openProjects')}
        />
      </ScreenPage>
    );
  }

  const chosenCamera = cameras.find((entry) => entry.name === cameraChoice)?.camera;
  const canSend = size !== null && name.trim() !== '' && !sending && submit.enabled;

  const send = async () => {
    if (!size) return;
    setSending(true);
    const job = await submit.run({
      name: name.trim(),
      ...size,
      quality,
      lighting,
      ...(chosenCamera ? { camera: chosenCamera } : {}),
    });
    setSending(false);
    if (!job) return;
    showToast({ title: t('submit.sent', { name: job.name }), type: 'success' });
    void navigate('/jobview');
  };

  return (
    <RenderFarmPage screen="renderfarm">
      <Card.Root maxW="3xl" w="full">
        <Card.Body>
          <Stack gap="5">
            <TextField label={t('submit.name')} value={name} onValue={setName} maxLength={120} required />

            <Field.Root>
              <Field.Label>{t('submit.camera')}</Field.Label>
              <Stack direction={{ base: 'column', md: 'row' }} gap="2" w="full">
                <OptionSelect
                  root={{ flex: '1' }}
                  value={cameraChoice}
                  options={[LIVE, ...cameras.map((entry) => entry.name)]}
                  optionLabel={(choice) =>
                    choice !== LIVE ? choice : live ? t('submit.cameraLive') : t('submit.cameraDefault')
                  }
                  onChange={setCameraChoice}
                />
                {live && (
                  <Button
                    variant="outline"
                    onClick={() => {
                      const saved = saveCamera(localStorage, projectKey, live, (n) =>
                        t('submit.cameraName', { n }),
                      );
                      setCameras(savedCameras(localStorage, projectKey));
                      setCameraChoice(saved);
                      showToast({ title: t('submit.cameraSaved', { name: saved }), type: 'success' });
                    }}
                  >
                    {t('submit.saveCamera')}
                  </Button>
                )}
                <LinkButton to="/configurator3d" variant="ghost">
                  {t('submit.setCamera')}
                </LinkButton>
              </Stack>
            </Field.Root>

            <Field.Root>
              <Field.Label>{t('submit.resolution')}</Field.Label>
              <OptionSelect
                value={preset}
                options={[...PRESETS, CUSTOM]}
                optionLabel={(value) => (value === CUSTOM ? t('submit.custom') : value.replace('x', ' × '))}
                onChange={setPreset}
              />
            </Field.Root>
            {preset === CUSTOM && (
              <Stack direction="row" gap="3">
                {(['width', 'height'] as const).map((name) => (
                  <TextField
                    key={name}
                    label={t(`submit.${name}`)}
                    inputMode="numeric"
                    {...custom.bind(name)}
                    invalid={side(custom.values[name]) === null}
                  />
                ))}
              </Stack>
            )}
            {preset === CUSTOM && size === null && (
              <Text color="fg.error" fontSize="sm">
                {t('submit.sizeRange')}
              </Text>
            )}

            <Stack direction={{ base: 'column', md: 'row' }} gap="3">
              <OptionField<RenderQuality>
                label={t('submit.quality')}
                value={quality}
                options={QUALITIES}
                optionLabel={(value) => t(`submit.qualities.${value}`)}
                hint={t(`submit.qualityHints.${quality}`)}
                onChange={setQuality}
              />
              <OptionField<RenderLighting>
                label={t('submit.lighting')}
                value={lighting}
                options={LIGHTINGS}
                optionLabel={(value) => t(`submit.lightings.${value}`)}
                onChange={setLighting}
              />
            </Stack>

            <Button alignSelf="flex-start" disabled={!canSend} onClick={() => void send()}>
              <Camera /> {sending ? t('submit.sending') : t('submit.send')}
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </RenderFarmPage>
  );
}

/** One of a few named options (the render's quality, its lighting), with a hint below when given. */
function OptionField<V extends string>({
  label,
  value,
  options,
  optionLabel,
  hint,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly V[];
  optionLabel(value: V): string;
  hint?: string;
  onChange(value: V): void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <OptionSelect value={value} options={options} optionLabel={optionLabel} onChange={onChange} />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}
