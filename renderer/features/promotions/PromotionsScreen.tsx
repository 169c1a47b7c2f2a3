// /promotions (issue 23): a shop administrator's price campaigns, listed with their state, created,
// edited and ended. Stored on the server; the shop's prices follow at once (actions/promotions.ts).
import { Alert, Badge, Button, Card, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { BadgePercent, Pencil, Plus, Square } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../core/locale/format';
import { type Campaign, isoToday } from '../../../core/pricing/promotions';
import { loadShopCampaigns } from '../../actions/promotions';
import { api } from '../../api';
import type { ScreenProps } from '../../app/screens';
import { profileAtom } from '../../state/session';
import { useAtomValue } from '../../state/store';
import { ask } from '../../ui/dialog';
import { EmptyPanel } from '../../ui/EmptyPanel';
import { ScreenPage } from '../../ui/ScreenPage';
import { showToast } from '../../ui/toaster';
import { CampaignEditor } from './CampaignEditor';
import { campaignState } from './campaignForm';
import './texts';

type Loaded =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; campaigns: Campaign[] };

const STATE_PALETTE = { running: 'green', planned: 'blue', ended: 'gray' } as const;

export default function PromotionsScreen(_props: ScreenProps) {
  const { t, i18n } = useTranslation('promotions');
  const { t: common } = useTranslation();
  const profile = useAtomValue(profileAtom);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  // null: no form; 'new'; or the campaign being edited.
  const [editing, setEditing] = useState<Campaign | 'new' | null>(null);
  const today = isoToday();
  const admin = profile?.admin === true;

  // Bumped to load the list again (a retry, a change); a retry shows loading first.
  const [asked, setAsked] = useState(0);
  const load = () => {
    setLoaded({ status: 'loading' });
    setAsked((n) => n + 1);
  };
  useEffect(() => {
    if (!admin) return;
    let live = true;
    const fetchList = async () => {
      try {
        const campaigns = await api.promotions.list();
        if (live) setLoaded({ status: 'ready', campaigns });
      } catch (error) {
        if (live) setLoaded({ status: 'error', message: (error as Error).message });
      }
    };
    void fetchList();
    return () => {
      live = false;
    };
  }, [admin, asked]);

  const changed = async (message: string) => {
    showToast({ type: 'success', title: message });
    setEditing(null);
    setAsked((n) => n + 1);
    await loadShopCampaigns();
  };

  const end = async (campaign: Campaign) => {
    if (
      !(await ask(t('confirmEnd', { cod: campaign.cod }), { title: t('actions.end', { cod: campaign.cod }) }))
    )
      return;
    try {
      await api.promotions.end(campaign.id);
      await changed(t('ended', { cod: campaign.cod }));
    } catch (error) {
      showToast({ type: 'error', title: t('failed', { message: (error as Error).message }) });
    }
  };

  const day = (date: string) => formatDay(`${date}T12:00:00Z`, i18n.language, 'UTC');
  const title = common('routes.promotions');

  if (!admin) {
    return (
      <ScreenPage title={title}>
        <EmptyPanel icon={<BadgePercent />} title={t('notAdmin.title')} body={t('notAdmin.body')} />
      </ScreenPage>
    );
  }

  const newButton = (
    <Button colorPalette="brand" onClick={() => setEditing('new')} disabled={editing !== null}>
      <Plus /> {t('new')}
    </Button>
  );

  return (
    <ScreenPage title={title} actions={loaded.status === 'ready' && loaded.campaigns.length > 0 && newButton}>
      {editing !== null && (
        <CampaignEditor
          campaign={editing === 'new' ? null : editing}
          today={today}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => void changed(t('saved', { cod: saved.cod }))}
        />
      )}
      {loaded.status === 'loading' && (
        <HStack gap="3" color="fg.muted" role="status">
          <Spinner size="sm" />
          <Text>{t('loading')}</Text>
        </HStack>
      )}
      {loaded.status === 'error' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('error.title')}</Alert.Title>
            <Alert.Description>{loaded.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={load}>
            {t('error.retry')}
          </Button>
        </Alert.Root>
      )}
      {loaded.status === 'ready' && loaded.campaigns.length === 0 && editing === null && (
        <EmptyPanel icon={<BadgePercent />} title={t('empty.title')} body={t('empty.body')}>
          {newButton}
        </EmptyPanel>
      )}
      {loaded.status === 'ready' && loaded.campaigns.length > 0 && (
        <Stack gap="3" as="ul" aria-label={t('list', { shop: profile?.shop?.cod ?? '' })}>
          {loaded.campaigns.map((campaign) => {
            const state = campaignState(campaign, today);
            return (
              <Card.Root as="li" key={campaign.id} size="sm" data-testid="campaign">
                <Card.Body>
                  <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
                    <Stack gap="1" minW="0">
                      <HStack gap="2" flexWrap="wrap">
                        <Text fontWeight="semibold">{campaign.cod}</Text>
                        <Badge colorPalette={STATE_PALETTE[state]}>{t(`state.${state}`)}</Badge>
                        <Badge variant="outline">
                          {t('summary.percentOff', { percent: campaign.percent })}
                        </Badge>
                      </HStack>
                      {campaign.des && <Text overflowWrap="anywhere">{campaign.des}</Text>}
                      <Text fontSize="sm" color="fg.muted">
                        {campaign.catalogs.length ? campaign.catalogs.join(', ') : t('summary.allCatalogs')}
                        {' · '}
                        {campaign.validTo !== null && campaign.validTo < campaign.validFrom
                          ? t('summary.never')
                          : t('summary.dates', {
                              from: day(campaign.validFrom),
                              to: campaign.validTo ? day(campaign.validTo) : t('summary.noEnd'),
                            })}
                      </Text>
                    </Stack>
                    <HStack gap="2" flexShrink={0} align="start">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t('actions.edit', { cod: campaign.cod })}
                        disabled={editing !== null}
                        onClick={() => setEditing(campaign)}
                      >
                        <Pencil /> {t('actions.editShort')}
                      </Button>
                      {state !== 'ended' && (
                        <Button
                          size="sm"
                          variant="outline"
                          colorPalette="red"
                          aria-label={t('actions.end', { cod: campaign.cod })}
                          onClick={() => void end(campaign)}
                        >
                          <Square /> {t('actions.endShort')}
                        </Button>
                      )}
                    </HStack>
                  </Stack>
                </Card.Body>
              </Card.Root>
            );
          })}
        </Stack>
      )}
    </ScreenPage>
  );
}
