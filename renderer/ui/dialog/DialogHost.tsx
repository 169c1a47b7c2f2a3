import { useAtomValue } from '../../state/store';
import { DialogFrame } from './DialogFrame';
import { LoaderDialog } from './LoaderDialog';
import { dialogsAtom } from './state';

/** Renders every dialog opened through the imperative API, and the loader. Mount once, inside Chakra's provider. */
export function DialogHost() {
  const dialogs = useAtomValue(dialogsAtom);
  return (
    <>
      {dialogs.map((entry) => (
        <DialogFrame key={entry.id} entry={entry} />
      ))}
      <LoaderDialog />
    </>
  );
}
