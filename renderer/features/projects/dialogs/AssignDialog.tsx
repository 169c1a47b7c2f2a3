import { Alert, Button, Field, HStack, NativeSelect, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../ui/dialog/DialogForm';
import { currentActionContext } from '../../../actions';
import type { Assignees } from '../../../api/projects';
import type { DialogContentProps } from '../../../ui/dialog';

export interface Assignment {
  shop: string;
  user: string;
}

type Load =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; shops: Assignees['shops'] };

/**
 * The assign dialog (spec 2): hands a project to a shop and one of its users. The choices are the
 * server's (GET assignees): the caller's own shop, every shop for an administrator; the server
 * checks the same rule again when the project is moved.
 */
export function AssignDialog({
  close,
  currentShop,
}: DialogContentProps<Assignment> & { currentShop: string | null }) {
  const { t } = useTranslation('projects');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [shop, setShop] = useState('');
  const [user, setUser] = useState('');

  useEffect(() => {
    let live = true;
    currentActionContext()
      .api.projects.assignees()
      .then(
        ({ shops }) => {
          if (!live) return;
          setLoad({ status: 'ready', shops });
          const first = shops.find((s) => s.cod === currentShop) ?? shops[0];
          setShop(first?.cod ?? '');
          setUser(first?.users[0] ?? '');
        },
        (error: unknown) => live && setLoad({ status: 'error', message: (error as Error).message }),
      );
    return () => {
      live = false;
    };
  }, [currentShop]);

  if (load.status === 'loading') {
    return (
      <HStack gap="3" role="status">
        <Spinner size="sm" />
        <Text>{t('assign.loading')}</Text>
      </HStack>
    );
  }
  if (load.status === 'error') {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t('assign.failed', { message: load.message })}</Alert.Title>
      </Alert.Root>
    );
  }
  const users = load.shops.find((s) => s.cod === shop)?.users ?? [];
  return (
    <DialogForm
      onSubmit={() => {
        if (shop && user) close(true, { shop, user });
      }}
    >
      <Field.Root disabled={load.shops.length < 2}>
        <Field.Label>{t('assign.shop')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={shop}
            onChange={(event) => {
              const next = event.target.value;
              setShop(next);
              setUser(load.shops.find((s) => s.cod === next)?.users[0] ?? '');
            }}
          >
            {load.shops.map((s) => (
              <option key={s.cod} value={s.cod}>
                {s.des ? `${s.cod} · ${s.des}` : s.cod}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root invalid={users.length === 0}>
        <Field.Label>{t('assign.user')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field autoFocus value={user} onChange={(event) => setUser(event.target.value)}>
            {users.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {users.length === 0 && <Field.ErrorText>{t('assign.noUsers')}</Field.ErrorText>}
      </Field.Root>
      <HStack justify="end">
        <Button variant="outline" onClick={() => close(false)}>
          {t('assign.cancel')}
        </Button>
        <Button type="submit" disabled={!shop || !user}>
          {t('assign.submit')}
        </Button>
      </HStack>
    </DialogForm>
  );
}
