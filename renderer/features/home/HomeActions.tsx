import { Card, HStack, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { ArrowRight, FilePlus2, FolderOpen, Search } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dispatch, reportActionError } from '../../actions';
import { projectsLinkIntent, useWarmProjectsScreen } from '../projects/preload';

export interface HomeAction {
  to: string;
  /** The action the card dispatches (the link stays for a new tab or a copied address). */
  action?: 'newProject' | 'openProjects';
  title: string;
  hint: string;
  icon: ComponentType;
  testId: string;
}

/** The entry actions of home: new project, open projects, item search. */
export function HomeActions({ itemSearchPath }: { itemSearchPath: string }) {
  const { t } = useTranslation();
  useWarmProjectsScreen();
  const actions: HomeAction[] = [
    {
      to: `${itemSearchPath}/newprj`,
      title: t('home.newProject'),
      hint: t('home.newProjectHint'),
      icon: FilePlus2,
      testId: 'home-new-project',
      action: 'newProject',
    },
    {
      to: '/projects',
      title: t('home.openProjects'),
      hint: t('home.openProjectsHint'),
      icon: FolderOpen,
      testId: 'home-open-projects',
      action: 'openProjects',
    },
    {
      to: itemSearchPath,
      title: t('home.itemSearch'),
      hint: t('home.itemSearchHint'),
      icon: Search,
      testId: 'home-item-search',
    },
  ];
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="5" w="full" maxW="5xl">
      {actions.map((action, index) => (
        <Card.Root
          key={action.testId}
          asChild
          variant="elevated"
          bg="bg.panel/90"
          borderWidth="1px"
          borderColor={index === 0 ? 'brand.solid' : 'border.muted'}
          transition="transform 0.15s ease, box-shadow 0.15s ease"
          _hover={{ transform: 'translateY(-3px)', shadow: 'lg', borderColor: 'brand.solid' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        >
          <Link
            to={action.to}
            data-testid={action.testId}
            {...(action.to === '/projects' ? projectsLinkIntent : {})}
            onClick={(event) => {
              const name = action.action;
              if (!name || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              void dispatch(name).catch((error: unknown) => reportActionError(name, error));
            }}
          >
            <Card.Body gap="3">
              <HStack justify="space-between">
                <Icon
                  boxSize="10"
                  p="2"
                  rounded="lg"
                  bg={index === 0 ? 'brand.solid' : 'brand.muted'}
                  color={index === 0 ? 'brand.contrast' : 'brand.fg'}
                >
                  <action.icon />
                </Icon>
                <Icon color="fg.subtle" boxSize="4">
                  <ArrowRight />
                </Icon>
              </HStack>
              <Card.Title fontSize="lg">{action.title}</Card.Title>
              <Text color="fg.muted" fontSize="sm">
                {action.hint}
              </Text>
            </Card.Body>
          </Link>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
