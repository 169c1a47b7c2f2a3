import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';

/**
 * The shell's toast area (spec 2, 9): bottom-left by default, 5000 ms, a close button, 600 ms removal
 * delay. Anything may call `toaster.create({ title, description, type })`.
 */
export const TOAST_DURATION_MS = 5000;

export const toaster = createToaster({
  placement: 'bottom-start',
  duration: TOAST_DURATION_MS,
  removeDelay: 600,
  pauseOnPageIdle: true,
});

/** Shows a toast; closable unless the caller says otherwise. */
export function showToast(options: Parameters<typeof toaster.create>[0]): string {
  return toaster.create({ closable: true, ...options });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} data-testid="toast-area">
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger data-testid="toast-close" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
