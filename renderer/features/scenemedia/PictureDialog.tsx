import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { Camera } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../ui/dialog/DialogForm';
import { dispatch } from '../../actions';
import { downloadBlob } from '../../api/reports';
import { i18n } from '../../i18n';
import { MAX_PICTURE_SIDE, TAKE_PICTURE_DEFAULT } from '../../scene/media/pictureCamera';
import { openDialog, type DialogContentProps } from '../../ui/dialog';
import { showToast } from '../../ui/toaster';
import './i18n/register';

const valid = (text: string) => /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_PICTURE_SIDE;

/** Renders the picture (off screen, the view stays as it is) and downloads it as a PNG. */
export async function savePicture(width: number, height: number): Promise<void> {
  const url = await dispatch('takePicture', { width, height });
  downloadBlob(await (await fetch(url)).blob(), `picture-${width}x${height}.png`);
  showToast({ type: 'success', title: i18n.t('scenemedia:done.picture', { w: width, h: height }) });
}

/** The size of a picture of the 3D view (spec 9: 1000 x 1000 unless the user asks otherwise). */
function PictureSize({ close }: DialogContentProps) {
  const { t } = useTranslation('scenemedia');
  const [width, setWidth] = useState(String(TAKE_PICTURE_DEFAULT.width));
  const [height, setHeight] = useState(String(TAKE_PICTURE_DEFAULT.height));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ok = valid(width) && valid(height);
  const side = (label: string, value: string, set: (v: string) => void) => (
    <Field.Root invalid={!valid(value)} flex="1">
      <Field.Label>{label}</Field.Label>
      <Input
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_PICTURE_SIDE}
        value={value}
        onChange={(event) => set(event.target.value)}
      />
      <Field.ErrorText>{t('picture.range', { max: MAX_PICTURE_SIDE })}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <DialogForm
      onSubmit={() => {
        if (!ok) return;
        setBusy(true);
        setError(null);
        savePicture(Number(width), Number(height)).then(
          () => close(true),
          (failure: unknown) => {
            setBusy(false);
            setError((failure as Error).message);
          },
        );
      }}
    >
      <Text fontSize="sm" color="fg.muted">
        {t('picture.hint')}
      </Text>
      <HStack gap="3" align="start">
        {side(t('picture.width'), width, setWidth)}
        {side(t('picture.height'), height, setHeight)}
      </HStack>
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
      <Button type="submit" alignSelf="flex-end" loading={busy} disabled={!ok}>
        <Camera />
        {t('picture.save')}
      </Button>
    </DialogForm>
  );
}

export function openPictureDialog(): Promise<unknown> {
  return openDialog({
    title: i18n.t('scenemedia:picture.title'),
    content: PictureSize,
    size: 'sm',
    width: 400,
    singleInstance: 'takePicture',
  }).catch(() => undefined);
}
