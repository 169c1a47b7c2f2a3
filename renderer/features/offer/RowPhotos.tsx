// The photo flow on the offer (spec 4, 8; issue 22): "Take N photos" for the rows still needing a
// photo (customparams.photoRow), and in a row's details its photo, or 'Missing image', with a
// picture upload that shows its progress.
import { Box, Button, HStack, Image, Progress, Stack, Text } from '@chakra-ui/react';
import { Camera, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rowPhoto, rowsNeedingPhoto } from '../../../core/project/photos';
import type { Project, Row } from '../../../core/project/schema';
import { reportingDispatch } from '../../actions';
import { api } from '../../api';
import { configAtom } from '../../state/app';
import { projectReadOnlyAtom } from '../../state/project';
import { useAtomValue } from '../../state/store';
import { showToast } from '../../ui/toaster';

const run = reportingDispatch('button');

/** "Take N photos": shown with customparams.photoRow while rows still need their photo. */
export function TakePhotosButton({ project }: { project: Project }) {
  const { t } = useTranslation('offer');
  const enabled = useAtomValue(configAtom)?.config.customparams.photoRow === true;
  const readOnly = useAtomValue(projectReadOnlyAtom);
  const count = rowsNeedingPhoto(project).length;
  if (!enabled || readOnly || count === 0) return null;
  return (
    <Button
      size="xs"
      variant="outline"
      onClick={async () => {
        const result = await run('takeRowPhotos');
        if (!result) return;
        const notes = [
          result.duplicates ? t('photos.duplicates', { count: result.duplicates }) : '',
          result.skipped.length ? t('photos.skipped', { rows: result.skipped.join(', ') }) : '',
        ].filter(Boolean);
        showToast({
          type: result.skipped.length ? 'warning' : 'success',
          title: t('photos.done', { count: result.taken }),
          ...(notes.length ? { description: notes.join(' ') } : {}),
        });
      }}
    >
      <Camera />
      {t('photos.take', { count })}
    </Button>
  );
}

/** The photo's bytes through the API (the session goes with the call; an <img> could not send it). */
function usePhotoUrl(urlpic: string | undefined): { url: string | null; missing: boolean } {
  const [loaded, setLoaded] = useState<{ urlpic: string; url: string | null } | null>(null);
  useEffect(() => {
    if (!urlpic) return;
    let url: string | null = null;
    let live = true;
    api.photos
      .image(urlpic)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        if (live) setLoaded({ urlpic, url });
      })
      // Spec 8: a photo that cannot be had is 'Missing image'.
      .catch(() => live && setLoaded({ urlpic, url: null }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [urlpic]);
  if (!urlpic) return { url: null, missing: true };
  if (loaded?.urlpic !== urlpic) return { url: null, missing: false };
  return { url: loaded.url, missing: loaded.url === null };
}

/** A row's photo in its details: the picture or 'Missing image', and an upload with progress. */
export function RowPhoto({ row, name }: { row: Row; name: string }) {
  const { t } = useTranslation('offer');
  const readOnly = useAtomValue(projectReadOnlyAtom);
  const { url, missing } = usePhotoUrl(rowPhoto(row));
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const upload = async (file: File) => {
    setProgress(0);
    try {
      await run('uploadRowPhoto', {
        rowId: row.uniqueid,
        file,
        onProgress: (sent, total) => setProgress(total ? Math.round((sent / total) * 100) : 0),
      });
    } finally {
      setProgress(null);
    }
  };
  return (
    <Stack gap="2" data-testid="row-photo">
      <Box
        width="120px"
        height="120px"
        borderWidth="1px"
        borderRadius="md"
        overflow="hidden"
        display="flex"
        alignItems="center"
        justifyContent="center"
        bg="bg.muted"
      >
        {url ? (
          <Image src={url} alt={t('photos.photo', { name })} width="120px" height="120px" />
        ) : (
          <Text fontSize="xs" color="fg.muted" textAlign="center">
            {missing ? t('photos.missing') : ''}
          </Text>
        )}
      </Box>
      {!readOnly && (
        <HStack>
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hidden
            aria-label={t('photos.upload')}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) void upload(file);
            }}
          />
          <Button
            size="xs"
            variant="outline"
            disabled={progress !== null}
            onClick={() => input.current?.click()}
          >
            <Upload />
            {t('photos.upload')}
          </Button>
        </HStack>
      )}
      {progress !== null && (
        <Progress.Root
          value={progress}
          size="xs"
          translations={{ value: ({ percent }) => `${t('photos.uploading', { name })}: ${percent}%` }}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
    </Stack>
  );
}
