import { Box, CloseButton, Dialog, IconButton, Portal } from '@chakra-ui/react';
import { Maximize2, Minimize2 } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveCloseRules } from './closeRules';
import { closeDialog, dismissDialog, removeDialog, setDismissResult } from './dialogs';
import { renderSlot } from './renderSlot';
import { resolveDialogSize } from './sizing';
import type { DialogContentProps, DialogEntry } from './state';
import { useDialogGeometry } from './useDialogGeometry';

const FULLSCREEN = { width: '100dvw', height: '100dvh', maxHeight: '100dvh', margin: 0, borderRadius: 0 };

/** One generic dialog (spec 2): Chakra's Dialog with sizes, close rules, drag, resize and fullscreen. */
export function DialogFrame({ entry }: { entry: DialogEntry }) {
  const { id, options, open } = entry;
  const { t } = useTranslation();
  const [fullscreen, setFullscreen] = useState(options.fullscreen ?? false);
  const contentRef = useRef<HTMLDivElement>(null);

  const { maxWidth } = resolveDialogSize({ ...options, fullscreen });
  const rules = resolveCloseRules(options);
  const hasTitle = options.title !== undefined && options.title !== null;
  const geometry = useDialogGeometry(contentRef, {
    draggable: (options.draggable ?? true) && hasTitle,
    resizable: options.resizable ?? false,
    active: open && !fullscreen,
  });

  const slotProps = useMemo<DialogContentProps>(
    () => ({
      close: (flag, response) => closeDialog(id, { flag, response }),
      setDismissResult: (result) => setDismissResult(id, result),
    }),
    [id],
  );

  return (
    <Dialog.Root
      open={open}
      // Esc, outside click and the close trigger all arrive here: each is a proper close (spec 4).
      onOpenChange={(details) => {
        if (!details.open) dismissDialog(id);
      }}
      onExitComplete={() => removeDialog(id)}
      closeOnEscape={rules.dismissible}
      closeOnInteractOutside={rules.dismissible}
      placement="center"
      scrollBehavior="inside"
      aria-label={hasTitle ? undefined : options.ariaLabel}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            ref={contentRef}
            data-dialog-id={id}
            data-single-instance={options.singleInstance}
            data-fullscreen={fullscreen ? '' : undefined}
            maxW={maxWidth}
            style={fullscreen ? FULLSCREEN : geometry.style}
          >
            {hasTitle && (
              <Dialog.Header
                {...geometry.dragHandleProps}
                cursor={geometry.dragHandleProps ? 'move' : undefined}
                userSelect={geometry.dragHandleProps ? 'none' : undefined}
                touchAction={geometry.dragHandleProps ? 'none' : undefined}
                alignItems="center"
                pe={rules.showCloseButton ? '12' : '6'}
              >
                <Dialog.Title flex="1">{options.title}</Dialog.Title>
                {options.fullscreenToggle && (
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={
                      fullscreen
                        ? t('dialog.exitFullscreen', 'Exit full screen')
                        : t('dialog.fullscreen', 'Full screen')
                    }
                    aria-pressed={fullscreen}
                    onClick={() => setFullscreen((value) => !value)}
                  >
                    {fullscreen ? <Minimize2 /> : <Maximize2 />}
                  </IconButton>
                )}
              </Dialog.Header>
            )}
            <Dialog.Body>{renderSlot(options.content, slotProps)}</Dialog.Body>
            {options.footer !== undefined && (
              <Dialog.Footer>{renderSlot(options.footer, slotProps)}</Dialog.Footer>
            )}
            {rules.showCloseButton && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('dialog.close', 'Close')} />
              </Dialog.CloseTrigger>
            )}
            {geometry.resizeHandleProps && !fullscreen && (
              <Box
                {...geometry.resizeHandleProps}
                data-part="resize-handle"
                aria-hidden
                position="absolute"
                right="0"
                bottom="0"
                width="4"
                height="4"
                cursor="nwse-resize"
                touchAction="none"
                borderRightWidth="2px"
                borderBottomWidth="2px"
                borderColor="border.emphasized"
                borderBottomRightRadius="l3"
              />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
