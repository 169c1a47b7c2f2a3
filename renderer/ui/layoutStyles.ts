// Layout tokens more than one screen lines up on: kept in one place so the header, footer and
// screens keep one width, and the 2D and 3D toolbars one look.
import type { SystemStyleObject } from '@chakra-ui/react';

/** The app's content column: the header, the footer and a screen's page share its width and margins. */
export const pageColumn: SystemStyleObject = { maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' } };

/** The tool strip above a plan or a 3D room: a padded row that wraps, on the panel colour, ruled below. */
export const editorToolbar: SystemStyleObject = {
  px: '3',
  py: '2',
  flexWrap: 'wrap',
  borderBottomWidth: '1px',
  bg: 'bg.panel',
};
