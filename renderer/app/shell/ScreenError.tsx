import { Button, Code, EmptyState, HStack } from '@chakra-ui/react';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { logger } from '../../state/logs';
import { retryFailedScreens } from '../retryableLazy';

/** A failed import of a screen's code (a lost connection, a new deployment's chunk names). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Loading chunk|module script/i.test(
    message,
  );
}

/**
 * What a route shows instead of the router's developer page when its screen fails: inside the app's
 * frame (header, open project and all stay), in the user's language, with Retry. Retry navigates to
 * the same address, which clears the router's error and renders the screen again (its code is asked
 * for again: app/screens.tsx does not keep a failed import).
 */
export function ScreenError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    logger.error(
      chunk ? 'A screen’s code could not be loaded' : 'A screen failed',
      (error as Error)?.message ?? error,
    );
  }, [error, chunk]);
  return (
    <EmptyState.Root
      role="alert"
      maxW="2xl"
      mx="auto"
      my={{ base: '6', md: '12' }}
      borderWidth="1px"
      rounded="l3"
      data-testid="screen-error"
    >
      <EmptyState.Content>
        <EmptyState.Indicator color="fg.error">
          <TriangleAlert />
        </EmptyState.Indicator>
        <EmptyState.Title>{t(chunk ? 'screenError.loadTitle' : 'screenError.title')}</EmptyState.Title>
        <EmptyState.Description>
          {t(chunk ? 'screenError.loadBody' : 'screenError.body')}
        </EmptyState.Description>
        {!chunk && error instanceof Error && (
          <Code size="sm" maxW="full" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {error.message}
          </Code>
        )}
        <HStack>
          <Button
            onClick={() => {
              retryFailedScreens();
              void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
            }}
          >
            <RotateCw />
            {t('screenError.retry')}
          </Button>
        </HStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
