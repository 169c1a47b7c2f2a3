// The sample catalogue sources: file name (without .json) -> catalogue document.
import kitchen from './kitchen.mjs';
import closet from './closet.mjs';
import living from './living.mjs';
import doors from './doors.mjs';
import windows from './windows.mjs';

export const SAMPLE_SOURCES = { kitchen, closet, living, doors, windows };
