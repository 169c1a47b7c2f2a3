import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * A control's shade under the pointer and while the menu it opens is open (aria-expanded): Chakra's
 * button recipe gives both states one look, and style objects written out of the recipe keep it.
 */
export const highlightBg = (bg: string): SystemStyleObject => ({ _hover: { bg }, _expanded: { bg } });
