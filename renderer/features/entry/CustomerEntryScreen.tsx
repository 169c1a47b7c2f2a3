import { Card, Spinner, Stack, Text } from '@chakra-ui/react';
import { CircleAlert, LogIn } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatchFrom } from '../../actions';
import type { EntryTarget } from '../../app/routes';
import type { ScreenProps } from '../../app/screens';
import { sessionReadyAtom } from '../../state/app';
import { entryCatalogAtom } from '../../state/entryCatalog';
import { logger } from '../../state/logs';
import { sessionAtom } from '../../state/session';
import { store, useAtomValue } from '../../state/store';
import ArEntryView from './ArEntryView';
import { EntryCardBody } from './EntryCardBody';
import { HomeButton, NextOrHome, SignInButton } from './EntryButtons';
import { linkFailure } from './linkFailure';
import './i18n/register';

const dispatch = dispatchFrom('link');

/** Runs a configure or new-project entry: the actions lead on to item search or the configurator. */
async function openEntry(entry: EntryTarget): Promise<boolean> {
  // Item search stays in the entry's catalogue in this tab (kitchenConfig: the kitchen one forced).
  store.set(entryCatalogAtom, entry.catalog);
  if (entry.view === 'newProject') return dispatch('newProject');
  if (entry.article) {
    await dispatch('insertArticle', {
      catalog: entry.catalog,
      article: entry.article,
      ...(entry.model ? { model: entry.model } : {}),
    });
  } else {
    await dispatch('setModel', { catalog: entry.catalog, model: entry.model ?? '' });
  }
  return true;
}

/**
 * A customer entry route (spec 2: kitchenConfig, doorConfig, kitchenAr ...): the route's data says
 * which catalogue, model and view it opens; this screen only carries it out.
 */
export default function CustomerEntryScreen({ route }: ScreenProps) {
  const entry = route.entry;
  const { t } = useTranslation('entry');
  const sessionReady = useAtomValue(sessionReadyAtom);
  // Signed out in a deployment without guests: the catalogues answer no one, so sign-in comes first.
  const signedOut = !useAtomValue(sessionAtom).hasProfile;
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const runs = entry !== undefined && entry.view !== 'ar';

  useEffect(() => {
    if (!runs || !sessionReady || signedOut || started.current || !entry) return;
    started.current = true;
    openEntry(entry).then(
      (done) => setCancelled(!done),
      (error: unknown) => {
        logger.error(`Entry ${route.name} failed`, error);
        const reason = linkFailure(error);
        setFailure('key' in reason ? t(`do.errors.${reason.key}`) : reason.message);
      },
    );
  }, [runs, sessionReady, signedOut, entry, route.name, t]);

  if (!entry) {
    return <EntryMessage title={t('entryRoute.missing', { route: route.name })} />;
  }
  if (entry.view === 'ar') return <ArEntryView entry={entry} />;
  if (failure !== null) {
    return <EntryMessage title={t('entryRoute.failed')} body={failure} />;
  }
  if (cancelled) return <EntryMessage title={t('do.cancelled.title')} />;
  if (runs && sessionReady && signedOut) return <SignInFirst />;
  return (
    <Stack align="center" justify="center" minH="50vh" gap="3" role="status" data-testid="entry-opening">
      <Spinner size="lg" />
      <Text>{t('entryRoute.opening')}</Text>
    </Stack>
  );
}

/** Once signed in, the session changes and the entry runs (the effect above). */
function SignInFirst() {
  const { t } = useTranslation('entry');
  return (
    <EntryCard
      icon={<LogIn aria-hidden />}
      title={t('entryRoute.signIn.title')}
      regionId="entry-sign-in-title"
      testId="entry-sign-in"
    >
      <Text>{t('entryRoute.signIn.body')}</Text>
      <NextOrHome>
        <SignInButton>{t('entryRoute.signIn.button')}</SignInButton>
      </NextOrHome>
    </EntryCard>
  );
}

function EntryMessage({ title, body }: { title: string; body?: string }) {
  return (
    <EntryCard
      icon={<CircleAlert color="var(--chakra-colors-red-fg)" aria-hidden />}
      title={title}
      testId="entry-failed"
    >
      {body && <Text>{body}</Text>}
      <HomeButton alignSelf="start" />
    </EntryCard>
  );
}

/** A card of the entry route: an icon and a title, then what it says; a region when `regionId` names it. */
function EntryCard({
  icon,
  title,
  regionId,
  testId,
  children,
}: {
  icon: ReactNode;
  title: string;
  regionId?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card.Root
      maxW="2xl"
      mx={{ base: '4', md: 'auto' }}
      my={{ base: '6', md: '12' }}
      role={regionId ? 'region' : undefined}
      aria-labelledby={regionId}
      data-testid={testId}
    >
      <EntryCardBody icon={icon} title={title} titleId={regionId}>
        {children}
      </EntryCardBody>
    </Card.Root>
  );
}
