// The add-link dialog (spec 2, 400 wide): a /do link that opens a row's article again, to paste in a
// mail or a page. The link adds the catalogue's article (its preset) or the model at its defaults;
// the /do page runs it at once, since adding to a project in memory changes nothing stored.
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../core/project/schema';
import type { LoadedCatalog } from '../../state/catalogs';
import { openDialog } from '../../ui/dialog';
import { rowLink } from '../entry/doLink';
import { i18n } from '../../i18n';

export const ADD_LINK_DIALOG_WIDTH = 400;

function AddLinkContent({ url, article, preset }: { url: string; article: string; preset: boolean }) {
  const { t } = useTranslation('offer');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  return (
    <Stack gap="3">
      <Text fontSize="sm">{t(preset ? 'addLink.bodyArticle' : 'addLink.bodyModel', { article })}</Text>
      <Field.Root>
        <Field.Label>{t('addLink.field')}</Field.Label>
        <Input readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid="add-link-url" />
      </Field.Root>
      <HStack justify="end">
        <Button size="sm" onClick={() => void copy()}>
          {copied ? <Check /> : <Copy />} {copied ? t('addLink.copied') : t('addLink.copy')}
        </Button>
      </HStack>
    </Stack>
  );
}

/** Opens the dialog for a row; a row without a catalogue model has nothing to link to. */
export async function openAddLinkDialog(
  row: Row,
  loaded: LoadedCatalog | undefined,
  article: string,
): Promise<void> {
  const t = i18n.getFixedT(null, 'offer');
  const link = rowLink(row, loaded?.document.articles ?? [], document.baseURI);
  await openDialog({
    title: t('addLink.title'),
    width: ADD_LINK_DIALOG_WIDTH,
    content: link ? (
      <AddLinkContent url={link.url} article={article} preset={link.action === 'insertArticle'} />
    ) : (
      <Text>{t('addLink.noModel')}</Text>
    ),
  });
}
