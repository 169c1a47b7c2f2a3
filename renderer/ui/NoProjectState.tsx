import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyPanel } from './EmptyPanel';
import { LinkButton } from './LinkButton';

export interface NoProjectStateProps {
  /** The screen's own picture of what is missing (a cart, a box, sliders). */
  icon: ReactNode;
  title: string;
  body: string;
  /** The call to action's label: it always leads to the item search, where a project starts. */
  action: string;
}

/**
 * What a project screen (configurator, 3D room, offer) shows with no project or no rows open: one
 * block, so the three screens say it the same way and lead to the same place.
 */
export function NoProjectState({ icon, title, body, action }: NoProjectStateProps) {
  return (
    <EmptyPanel maxW="2xl" mx="auto" icon={icon} title={title} body={body}>
      <LinkButton to="/itemsearch">
        <Search />
        {action}
      </LinkButton>
    </EmptyPanel>
  );
}
