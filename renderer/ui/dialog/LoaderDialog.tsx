import { Dialog, Portal, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from '../../state/store';
import { markLoaderMounted } from './loader';
import { LOADER_DIALOG_WIDTH } from './sizing';
import { loaderAtom, type LoaderState } from './state';

/** The loader (spec 2): width 400, persistent (no Esc, no outside click, no close button). */
export function LoaderDialog() {
  const loader = useAtomValue(loaderAtom);
  const { t } = useTranslation();
  // Keep the last message on screen while the dialog fades out after hideLoader.
  const [shown, setShown] = useState<LoaderState>({});
  useEffect(markLoaderMounted, []);
  if (loader !== null && loader !== shown) setShown(loader);
  const percent = shown.percentage === undefined ? undefined : Math.round(shown.percentage * 100);

  return (
    <Dialog.Root
      open={loader !== null}
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      role="alertdialog"
      aria-label={t('dialog.loading', 'Loading')}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="dialog-loader" aria-busy maxW={`${LOADER_DIALOG_WIDTH}px`}>
            <Dialog.Body pt="6">
              <Stack gap="4" align="center">
                {percent === undefined && <Spinner size="lg" />}
                {shown.message && <Text data-testid="dialog-loader-message">{shown.message}</Text>}
                {percent !== undefined && (
                  <Progress.Root value={percent} width="100%">
                    <Stack direction="row" align="center" gap="3">
                      <Progress.Track flex="1">
                        <Progress.Range />
                      </Progress.Track>
                      <Progress.ValueText data-testid="dialog-loader-percentage">
                        {percent}%
                      </Progress.ValueText>
                    </Stack>
                  </Progress.Root>
                )}
              </Stack>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
