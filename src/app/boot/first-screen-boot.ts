// The first-screen boot script's entry (scripts/vite-plugins/boot-scripts.ts builds it).
import { startFirstScreen } from './first-screen';

startFirstScreen();
