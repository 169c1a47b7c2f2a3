import { Flex } from '@chakra-ui/react';
import type { CustomTypeOptions } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NoProjectState } from './NoProjectState';
import { ScreenPage } from './ScreenPage';

type Namespaces = CustomTypeOptions['resources'];

/** The translation namespaces that say what their screen shows with no project: `empty.title` and `empty.body`. */
export type NoProjectNamespace = {
  [N in keyof Namespaces]: Namespaces[N] extends { empty: { title: string; body: string } } ? N : never;
}[keyof Namespaces];

export interface NoProjectScreenProps {
  /** The screen's namespace: its `empty.title` and `empty.body` are the block's texts. */
  ns: NoProjectNamespace;
  /** The screen's own picture of what is missing (a cart, a box, sliders). */
  icon: ReactNode;
  /** The call to action's label (it leads to the item search). */
  action: string;
  /** The page's title; a screen without one (the 3D room fills the window) centres the block instead. */
  title?: ReactNode;
  /** What the page's header offers even with no project (the offer's customer link). */
  actions?: ReactNode;
}

/**
 * A project screen (configurator, 3D room, drawings, offer) with no project or no rows open: the
 * screen's frame around the one "find furniture" block, so each screen only says which texts and
 * picture are its own.
 */
export function NoProjectScreen({ ns, icon, action, title, actions }: NoProjectScreenProps) {
  const { t } = useTranslation(ns);
  const state = (
    <NoProjectState icon={icon} title={t('empty.title')} body={t('empty.body')} action={action} />
  );
  if (title === undefined) {
    return (
      <Flex flex="1" align="center" justify="center" p="6">
        {state}
      </Flex>
    );
  }
  return (
    <ScreenPage title={title} actions={actions}>
      {state}
    </ScreenPage>
  );
}
