// The campaign form (create or edit): checked as the server checks it, each refused field with its
// translated reason; the server's own refusal (a code taken) is shown as it says.
import { Alert, Button, Card, Field, Grid, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '../../../core/pricing/promotions';
import { api } from '../../api';
import { type CampaignDraft, type CampaignField, checkDraft, draftOf } from './campaignForm';

export function CampaignEditor({
  campaign,
  today,
  onCancel,
  onSaved,
}: {
  campaign: Campaign | null;
  today: string;
  onCancel(): void;
  onSaved(campaign: Campaign): void;
}) {
  const { t } = useTranslation('promotions');
  const [draft, setDraft] = useState<CampaignDraft>(() => draftOf(campaign, today));
  const [invalid, setInvalid] = useState<ReadonlySet<CampaignField>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const title = campaign ? t('actions.editTitle', { cod: campaign.cod }) : t('actions.newTitle');

  const save = async () => {
    const checked = checkDraft(draft);
    if (!checked.ok) return setInvalid(new Set(checked.fields));
    setInvalid(new Set());
    setFailure(null);
    setSaving(true);
    try {
      onSaved(
        campaign
          ? await api.promotions.update(campaign.id, checked.input)
          : await api.promotions.create(checked.input),
      );
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  const field = (
    name: CampaignField,
    props: { type?: string; inputMode?: 'decimal'; hint?: string } = {},
  ) => (
    <Field.Root
      invalid={invalid.has(name)}
      required={name === 'cod' || name === 'percent' || name === 'validFrom'}
    >
      <Field.Label>
        {t(`fields.${name}`)}
        {(name === 'cod' || name === 'percent' || name === 'validFrom') && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        value={draft[name]}
        onChange={(e) => setDraft({ ...draft, [name]: e.currentTarget.value })}
      />
      {props.hint && !invalid.has(name) && <Field.HelperText>{props.hint}</Field.HelperText>}
      <Field.ErrorText>{t(`errors.${name}`)}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <Card.Title>{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
            {field('cod')}
            {field('percent', { inputMode: 'decimal' })}
            {field('des')}
            {field('catalogs', { hint: t('fields.catalogsHint') })}
            {field('validFrom', { type: 'date' })}
            {field('validTo', { type: 'date', hint: t('fields.validToHint') })}
          </Grid>
          {failure && (
            <Alert.Root status="error" mt="4">
              <Alert.Indicator />
              <Alert.Title>{t('failed', { message: failure })}</Alert.Title>
            </Alert.Root>
          )}
          <HStack justify="end" gap="2" mt="4">
            <Button variant="ghost" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" colorPalette="brand" loading={saving}>
              {campaign ? t('actions.save') : t('actions.create')}
            </Button>
          </HStack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
