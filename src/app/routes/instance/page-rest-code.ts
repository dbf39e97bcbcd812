import { codeLoader } from '@/lib/scheduling/code-loader';
import { loadChunk } from '@/lib/scheduling/load-chunk';

/** The instance page's lower part (instance-page-rest.ts), asked for with the route's code. */
export const pageRestCode = codeLoader(() => loadChunk(() => import('./instance-page-rest')));

export type PageRest = typeof import('./instance-page-rest');
