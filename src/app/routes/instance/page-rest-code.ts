import { codeLoader } from '@/lib/scheduling/code-loader';

/** The instance page's lower part (instance-page-rest.ts), asked for with the route's code. */
export const pageRestCode = codeLoader(() => import('./instance-page-rest'));

export type PageRest = typeof import('./instance-page-rest');
