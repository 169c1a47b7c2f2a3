import { Box, Button, Card, DataList, List, Spinner, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, Link2, LogIn, ShieldQuestion } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { dispatchFrom, getAction } from '../../actions';
import type { ActionName, Dispatch } from '../../actions/types';
import type { ScreenProps } from '../../app/screens';
import { sessionReadyAtom } from '../../state/app';
import { logger } from '../../state/logs';
import { sessionAtom } from '../../state/session';
import { useAtomValue } from '../../state/store';
import { planLink, type LinkArgsOf, type LinkPlan } from './doLink';
import { EntryCardBody } from './EntryCardBody';
import { HomeButton, NextOrHome, SignInButton } from './EntryButtons';
import { linkFailure } from './linkFailure';
import './i18n/register';
// The labels of the actions links may start (the question names the action).
import '../configurator/texts';
import '../projects/i18n/register';

type Phase =
  | { kind: 'running' }
  | { kind: 'failed'; failure: ReturnType<typeof linkFailure> }
  | { kind: 'cancelled' }
  /** Back to a link that ran already: it does not run again by itself. */
  | { kind: 'done' };

/**
 * Whether this history entry's link ran already: kept in the entry's own state (beside the
 * router's), so Back to it, or a reload, does not run it again; a new visit of the link is a new entry.
 */
const RAN = 'arredoLinkRan';
function ranHere(): boolean {
  return (window.history.state as Record<string, unknown> | null)?.[RAN] === true;
}
function markRan(ran: boolean): void {
  const state = (window.history.state as Record<string, unknown> | null) ?? {};
  window.history.replaceState({ ...state, [RAN]: ran }, '');
}
const linkDispatch: Dispatch = dispatchFrom('link');

/**
 * /do/{action} (spec 2): runs an action of the table by name with its arguments from the query
 * string, then shows where it leads. Only actions the table marks safe for links run at once; one that
 * changes stored data asks first; a guest is asked to sign in where the action needs an account.
 */
export default function DoScreen({ params }: ScreenProps) {
  const { t } = useTranslation('entry');
  // Action labels carry their namespace, or are the shell's: read with the default namespace.
  const { t: label } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const sessionReady = useAtomValue(sessionReadyAtom);
  const [phase, setPhase] = useState<Phase | null>(() => (ranHere() ? { kind: 'done' } : null));
  const started = useRef(false);
  // While the action's own navigation waits for its screen's code, React keeps this screen mounted
  // and the router may never tell it that Back returned here: the entry is read again on popstate.
  useEffect(() => {
    const onPop = () => {
      if (!ranHere()) return;
      started.current = false;
      setPhase({ kind: 'done' });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const plan: LinkPlan | null = sessionReady ? planLink(params.action ?? '', location.search, session) : null;

  const run = (name: ActionName, args: LinkArgsOf, then: string | undefined) => {
    if (started.current) return;
    started.current = true;
    markRan(true);
    setPhase({ kind: 'running' });
    const at = window.location.pathname + window.location.search;
    (linkDispatch as (n: ActionName, a?: unknown) => Promise<unknown>)(name, args).then(
      (result) => {
        if (result === false) {
          setPhase({ kind: 'cancelled' });
          return;
        }
        // An action that leads somewhere has navigated; one that does not goes to its `then`.
        setTimeout(() => {
          if (window.location.pathname + window.location.search === at) {
            void navigate(then ?? '/home', { replace: true });
          }
        }, 0);
      },
      (error: unknown) => {
        logger.error(`Link action ${name} failed`, error);
        setPhase({ kind: 'failed', failure: linkFailure(error) });
      },
    );
  };

  const autoRun = plan?.kind === 'run' && phase === null;
  useEffect(() => {
    if (autoRun && plan?.kind === 'run') run(plan.name, plan.args, plan.link.then);
  });

  if (!plan || (autoRun && phase === null) || phase?.kind === 'running') {
    return (
      <Frame icon={<Spinner size="lg" />} title={t('do.running')} testId="do-running">
        {null}
      </Frame>
    );
  }
  const actionLabel = plan.kind === 'unknown' ? plan.name : label(getAction(plan.name).label as never);
  const home = <HomeButton />;

  if (phase?.kind === 'failed') {
    const message = 'key' in phase.failure ? t(`do.errors.${phase.failure.key}`) : phase.failure.message;
    return (
      <Frame icon={<CircleAlert />} tone="red" title={t('do.failed.title')} testId="do-failed">
        <Text>{t('do.failed.body', { action: actionLabel, message })}</Text>
        {home}
      </Frame>
    );
  }
  if (phase?.kind === 'cancelled') {
    return (
      <Frame icon={<CircleCheck />} title={t('do.cancelled.title')} testId="do-cancelled">
        <Text>{t('do.cancelled.body', { action: actionLabel })}</Text>
        {home}
      </Frame>
    );
  }
  if (plan.kind === 'unknown') {
    return (
      <Frame icon={<CircleAlert />} tone="red" title={t('do.unknown.title')} testId="do-unknown">
        <Text>{t('do.unknown.body', { action: plan.name })}</Text>
        {home}
      </Frame>
    );
  }
  if (plan.kind === 'invalid') {
    return (
      <Frame icon={<CircleAlert />} tone="red" title={t('do.invalid.title')} testId="do-invalid">
        <Text>{t('do.invalid.body', { action: actionLabel })}</Text>
        <List.Root ps="5" gap="1">
          {plan.problems.map((problem) => (
            <List.Item key={`${problem.param}-${problem.reason}`}>
              {t(`do.problem.${problem.reason}`, {
                param: paramLabel(t, problem.param),
                value: 'value' in problem ? problem.value : '',
              })}
            </List.Item>
          ))}
        </List.Root>
        {home}
      </Frame>
    );
  }
  const details = <LinkDetails args={plan.args} />;
  if (phase?.kind === 'done') {
    return (
      <Frame icon={<CircleCheck />} title={t('do.done.title')} testId="do-done">
        <Text>{t('do.done.body', { action: actionLabel })}</Text>
        {details}
        <NextOrHome>
          <Button
            onClick={() => {
              markRan(false);
              started.current = false;
              setPhase(null);
            }}
          >
            {t('do.done.again')}
          </Button>
        </NextOrHome>
      </Frame>
    );
  }
  if (plan.kind === 'signIn') {
    return (
      <Frame icon={<LogIn />} title={t('do.signIn.title')} testId="do-sign-in">
        <Text>{t('do.signIn.body', { action: actionLabel })}</Text>
        {details}
        <NextOrHome>
          <SignInButton>{t('do.signIn.button')}</SignInButton>
        </NextOrHome>
      </Frame>
    );
  }
  if (plan.kind === 'confirm') {
    const consent = plan.link.consentArg ? { [plan.link.consentArg]: true } : {};
    return (
      <Frame icon={<ShieldQuestion />} tone="orange" title={t('do.confirm.title')} testId="do-confirm">
        <Text>{t('do.confirm.body', { action: actionLabel })}</Text>
        {details}
        <NextOrHome homeLabel={t('do.confirm.cancel')}>
          <Button onClick={() => run(plan.name, { ...plan.args, ...consent }, plan.link.then)}>
            {t('do.confirm.go')}
          </Button>
        </NextOrHome>
      </Frame>
    );
  }
  // 'run' with a phase: covered above (running, failed, cancelled, done).
  return null;
}

type T = ReturnType<typeof useTranslation<'entry'>>['t'];

function paramLabel(t: T, param: string): string {
  return t(`do.params.${param}` as never, { defaultValue: param }) as string;
}

/** The link's values, labelled: what the person is asked to agree to. */
function LinkDetails({ args }: { args: LinkArgsOf }) {
  const { t } = useTranslation('entry');
  const entries = Object.entries(args ?? {});
  if (entries.length === 0) return null;
  return (
    <DataList.Root orientation="horizontal" size="md" data-testid="do-details">
      {entries.map(([name, value]) => (
        <DataList.Item key={name}>
          <DataList.ItemLabel>{paramLabel(t, name)}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="medium" overflowWrap="anywhere">
            {String(value)}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function Frame({
  icon,
  title,
  tone,
  testId,
  children,
}: {
  icon: ReactNode;
  title: string;
  tone?: 'red' | 'orange';
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box maxW="2xl" w="full" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '12' }}>
      <Card.Root data-testid={testId} role="region" aria-labelledby="do-title">
        <EntryCardBody
          icon={
            <Box color={tone ? `${tone}.fg` : 'colorPalette.fg'} aria-hidden display="flex">
              {icon ?? <Link2 />}
            </Box>
          }
          title={title}
          titleId="do-title"
        >
          {children}
        </EntryCardBody>
      </Card.Root>
    </Box>
  );
}
