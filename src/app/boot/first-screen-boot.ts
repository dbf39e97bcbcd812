// The first-screen boot script's entry (scripts/vite-plugins/boot-scripts.ts builds it, after
// the app's chunks, whose names it is given).
import files from 'virtual:first-screen-files';
import { startFirstScreen } from './first-screen';

startFirstScreen(files);
