import { lazy, Suspense, useState } from 'react';
import { dialogsAtom, loaderAtom } from '../../ui/dialog/state';
import { useAtomValue } from '../../state/store';

// The dialog system's UI (Chakra Dialog, focus trap, drag and resize) is its own chunk, fetched when
// the first dialog or loader opens: home does not pay for it (initial JS budget, 250 KB gzip).
const DialogHost = lazy(() => import('../../ui/dialog/DialogHost').then((m) => ({ default: m.DialogHost })));

/** Mounts `<DialogHost />` once anything has been opened through the dialog API, then keeps it. */
export function DialogLayer() {
  const dialogs = useAtomValue(dialogsAtom);
  const loader = useAtomValue(loaderAtom);
  const [needed, setNeeded] = useState(false);
  if (!needed && (dialogs.length > 0 || loader !== null)) setNeeded(true);
  if (!needed && dialogs.length === 0 && loader === null) return null;
  return (
    <Suspense fallback={null}>
      <DialogHost />
    </Suspense>
  );
}
