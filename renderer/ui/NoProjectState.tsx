import { Button, EmptyState } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

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
    <EmptyState.Root
      maxW="2xl"
      mx="auto"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="l3"
      data-testid="empty-state"
    >
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <EmptyState.Title>{title}</EmptyState.Title>
        <EmptyState.Description>{body}</EmptyState.Description>
        <Button asChild>
          <Link to="/itemsearch">
            <Search />
            {action}
          </Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
