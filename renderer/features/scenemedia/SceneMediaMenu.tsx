import { Button, chakra, Menu, Portal } from '@chakra-ui/react';
import { Box as BoxIcon, Camera, ChevronDown, FileArchive, Smartphone, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatch, reportActionError, type ActionName } from '../../actions';
import type { SceneFormat } from '../../actions/media';
import { storedMetaAtom } from '../../state/project';
import { userFlagsAtom } from '../../state/session';
import { store, useAtomValue } from '../../state/store';
import { showToast } from '../../ui/toaster';
import { wideToolbarOnly } from '../../ui/toolbarLabel';
import './i18n/register';

/**
 * The 3D screen's "Picture and export" menu: a picture of the view, a professional's photo-real
 * render (the render farm's screen), the model as GLB, OBJ or IGX, and the QR code that opens the AR
 * page on a phone.
 */
export function SceneMediaMenu() {
  const { t } = useTranslation('scenemedia');
  const pro = useAtomValue(userFlagsAtom).kind === 'pro';
  const [busy, setBusy] = useState(false);
  const run = (name: ActionName, work: () => Promise<void>) => () => {
    setBusy(true);
    work()
      .catch((error: unknown) => reportActionError(name, error))
      .finally(() => setBusy(false));
  };
  const exportAs = (format: SceneFormat) =>
    run('exportScene', async () => {
      const { fileName } = await dispatch('exportScene', { format });
      showToast({ type: 'success', title: t('done.export', { file: fileName }) });
    });
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          size="xs"
          variant="outline"
          loading={busy}
          data-testid="scene-media-menu"
          aria-label={t('menu.label')}
          title={t('menu.label')}
        >
          <Camera />
          <chakra.span css={wideToolbarOnly}>{t('menu.label')}</chakra.span>
          <ChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Menu.Item
              value="picture"
              onClick={() =>
                void import('./PictureDialog').then(({ openPictureDialog }) => openPictureDialog())
              }
            >
              <Camera />
              {t('menu.picture')}
            </Menu.Item>
            {pro && (
              <Menu.Item
                value="render"
                onClick={() =>
                  void dispatch('navigate', { path: '/renderfarm' }).catch((error: unknown) =>
                    reportActionError('navigate', error),
                  )
                }
              >
                <Sparkles />
                {t('menu.render')}
              </Menu.Item>
            )}
            <Menu.Separator />
            <Menu.Item value="glb" onClick={exportAs('GLB')}>
              <BoxIcon />
              {t('menu.glb')}
            </Menu.Item>
            <Menu.Item value="obj" onClick={exportAs('OBJ')}>
              <FileArchive />
              {t('menu.obj')}
            </Menu.Item>
            <Menu.Item value="igx" onClick={exportAs('IGX')}>
              <FileArchive />
              {t('menu.igx')}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item
              value="ar"
              onClick={() =>
                void import('./QrDialog').then(({ openQrDialog }) =>
                  openQrDialog(store.get(storedMetaAtom)?.id ?? null),
                )
              }
            >
              <Smartphone />
              {t('menu.ar')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
