// Toolbars that keep one row as their space shrinks: below a width the buttons show their icon
// alone (the text stays their accessible name and tooltip). The width is the toolbar's own, not the
// window's: the 3D screen's toolbar shares the window with its side panel.
import type { SystemStyleObject } from '@chakra-ui/react';

/** On the toolbar: makes it the container the labels measure. */
export const toolbarContainer: SystemStyleObject = { containerType: 'inline-size', containerName: 'toolbar' };

/** On a button's text: hidden while the toolbar is narrower than its full row (about 1,180 px). */
export const wideToolbarOnly: SystemStyleObject = {
  '@container toolbar (max-width: 1179px)': { display: 'none' },
};
