// /jobview (issue 22): the user's render jobs with status, progress, time taken, thumbnail and
// downloads; cancel, retry and delete. Polled every 2 s while something waits or runs, every 15 s
// otherwise (the server's ETag makes an unchanged list a 304). Spec 7: a farm of its own (rfServer)
// asks the user to sign in there first, unless rfAuthHidden.
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  Image,
  Progress,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { Download, FileImage, Images, RotateCcw, Trash2, X } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renderFarmAuthCheck, renderFarmBase } from '../../../core/config/renderFarm';
import { imgFromRender } from '../../../core/project/photos';
import { receiveFarmSession } from '../../api/farmSession';
import { reportingDispatch } from '../../actions';
import { downloadBlob } from '../../api/reports';
import type { RenderJob } from '../../api/renderfarm';
import { ApiError } from '../../api/transport';
import type { ScreenProps } from '../../app/screens';
import { configAtom } from '../../state/app';
import { projectAtom, projectReadOnlyAtom } from '../../state/project';
import { renderFarmApi } from '../../state/renderFarm';
import { store, useAtomValue } from '../../state/store';
import { ask } from '../../ui/dialog/ask';
import { showToast } from '../../ui/toaster';
import { anyActive, durationText, pictureFileName } from './jobText';
import { RenderFarmPage } from './RenderFarmPage';
import './texts';

const statusPalette = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
  cancelled: 'orange',
} as const;

function Thumbnail({ job }: { job: RenderJob }) {
  const { t } = useTranslation('renderfarm');
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (job.status !== 'done') return;
    let live = true;
    let made: string | null = null;
    renderFarmApi(store)
      .picture(job.id, 'thumb')
      .then((blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [job.id, job.status]);
  return (
    <Box
      w={{ base: 'full', sm: '48' }}
      flexShrink={0}
      aspectRatio={job.width / job.height}
      bg="bg.muted"
      rounded="l2"
      overflow="hidden"
    >
      {url && (
        <Image src={url} alt={t('jobs.thumbnail', { name: job.name })} w="full" h="full" objectFit="cover" />
      )}
    </Box>
  );
}

/** "Use in offer" (issue 22): the open project's offer PDF shows this render as its picture. */
function UseInOfferButton({ job }: { job: RenderJob }) {
  const { t } = useTranslation('renderfarm');
  const project = useAtomValue(projectAtom);
  const readOnly = useAtomValue(projectReadOnlyAtom);
  if (!project || readOnly) return null;
  const inUse = imgFromRender(project) === job.id;
  return (
    <Button
      size="sm"
      variant={inUse ? 'subtle' : 'outline'}
      disabled={inUse}
      onClick={async () => {
        const done = await runAction('useRenderInOffer', { jobId: job.id });
        if (done !== undefined)
          showToast({ type: 'success', title: t('useInOffer.done', { name: job.name }) });
      }}
    >
      <FileImage /> {inUse ? t('useInOffer.inUse') : t('useInOffer.button')}
    </Button>
  );
}

const runAction = reportingDispatch('button');

/** The finished picture's formats, as the person downloads them. */
const DOWNLOADS = [
  { format: 'png', name: 'PNG', label: 'jobs.downloadPng' },
  { format: 'jpg', name: 'JPEG', label: 'jobs.downloadJpeg' },
] as const;

function JobCard({ job, onChange }: { job: RenderJob; onChange: () => void }) {
  const { t } = useTranslation('renderfarm');
  const api = renderFarmApi(store);
  const act = (work: () => Promise<unknown>) => () =>
    void work()
      .then(onChange)
      .catch((error: Error) => showToast({ title: error.message, type: 'error' }));
  const download = (format: 'png' | 'jpg') =>
    act(async () => downloadBlob(await api.picture(job.id, format), pictureFileName(job, format)));
  const active = job.status === 'queued' || job.status === 'running';
  return (
    <Card.Root data-testid="render-job" data-status={job.status} aria-label={job.name}>
      <Card.Body>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          <Thumbnail job={job} />
          <Stack gap="2" flex="1" minW="0">
            <Wrap align="center" gap="2">
              <Text fontWeight="semibold" overflowWrap="anywhere">
                {job.name}
              </Text>
              <Badge colorPalette={statusPalette[job.status]} data-testid="render-status">
                {t(`jobs.status.${job.status}`)}
              </Badge>
            </Wrap>
            <Text color="fg.muted" fontSize="sm">
              {t('jobs.size', { width: job.width, height: job.height })} ·{' '}
              {t(`submit.qualities.${job.quality}`)} · {t(`submit.lightings.${job.lighting}`)}
              {job.mine ? '' : ` · ${t('jobs.by', { owner: job.owner })}`}
              {job.renderMs !== null && job.status === 'done'
                ? ` · ${t('jobs.took', { time: durationText(job.renderMs) })}`
                : ''}
            </Text>
            {job.status === 'running' && (
              <Progress.Root
                value={job.progress}
                max={100}
                size="sm"
                aria-label={t('jobs.progress', { percent: job.progress })}
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
                <Progress.ValueText>{t('jobs.progress', { percent: job.progress })}</Progress.ValueText>
              </Progress.Root>
            )}
            {job.status === 'queued' && <Text fontSize="sm">{t('jobs.queuedHint')}</Text>}
            {job.status === 'failed' && (
              <Text fontSize="sm" color="fg.error">
                {t('jobs.failedHint', { error: job.error ?? '' })}
              </Text>
            )}
            {job.status === 'cancelled' && <Text fontSize="sm">{t('jobs.cancelledHint')}</Text>}
            <Wrap gap="2" pt="1">
              {job.status === 'done' && (
                <>
                  {DOWNLOADS.map(({ format, name, label }) => (
                    <Button
                      key={format}
                      size="sm"
                      variant="outline"
                      onClick={download(format)}
                      aria-label={`${t('jobs.download')} ${name}`}
                    >
                      <Download /> {t(label)}
                    </Button>
                  ))}
                  <UseInOfferButton job={job} />
                </>
              )}
              {active && (
                <Button size="sm" variant="outline" onClick={act(() => api.cancel(job.id))}>
                  <X /> {t('jobs.cancel')}
                </Button>
              )}
              {(job.status === 'failed' || job.status === 'cancelled') && (
                <Button size="sm" variant="outline" onClick={act(() => api.retry(job.id))}>
                  <RotateCcw /> {t('jobs.retry')}
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                onClick={act(async () => {
                  if (await ask(t('jobs.deleteConfirm'))) await api.remove(job.id);
                })}
              >
                <Trash2 /> {t('jobs.delete')}
              </Button>
            </Wrap>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export default function JobViewScreen(_props: ScreenProps) {
  const { t } = useTranslation('renderfarm');
  const config = useAtomValue(configAtom)?.config;
  const [jobs, setJobs] = useState<RenderJob[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [signIn, setSignIn] = useState(false);
  // Bumped to ask for the list now (after an action, after signing in to the farm).
  const [asked, setAsked] = useState(0);
  const reload = useCallback(() => setAsked((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      let next = 15_000;
      try {
        const list = await renderFarmApi(store).list();
        if (!live) return;
        setJobs(list);
        setProblem(null);
        setSignIn(false);
        if (anyActive(list)) next = 2000;
      } catch (error) {
        if (!live) return;
        const needsSignIn =
          error instanceof ApiError && error.status === 401 && renderFarmAuthCheck(config ?? {});
        setSignIn(needsSignIn);
        if (!needsSignIn) setProblem((error as Error).message);
      }
      timer = setTimeout(() => void poll(), next);
    };
    void poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [config, asked]);

  const base = renderFarmBase(config?.rfServer);
  return (
    <RenderFarmPage screen="jobview">
      {signIn && (
        <Alert.Root status="info" data-testid="renderfarm-signin">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('jobs.signInTitle')}</Alert.Title>
            <Alert.Description>{t('jobs.signInBody', { base })}</Alert.Description>
            <Wrap gap="2" pt="2">
              <Button size="sm" onClick={() => window.open(`${base}/home`, 'arredo-renderfarm')}>
                {t('jobs.signIn')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                // Where the farm's cookie does not travel cross-site, its hand-off page gives a
                // narrow token (renderer/api/farmSession.ts); either way the list is asked again.
                onClick={() => void receiveFarmSession(base).finally(reload)}
              >
                {t('jobs.signInDone')}
              </Button>
            </Wrap>
          </Alert.Content>
        </Alert.Root>
      )}
      {problem && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('jobs.loadFailed', { message: problem })}</Alert.Title>
        </Alert.Root>
      )}
      {jobs?.length === 0 && (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="l3" data-testid="empty-state">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <Images />
            </EmptyState.Indicator>
            <EmptyState.Description>{t('jobs.empty')}</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      )}
      <Stack gap="3" aria-live="polite">
        {jobs?.map((job) => (
          <JobCard key={job.id} job={job} onChange={reload} />
        ))}
      </Stack>
    </RenderFarmPage>
  );
}
