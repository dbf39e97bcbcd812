import type { SavedQueueSummary } from '@/lib/saved-queues/types';

/** Saved queues as the list shows them, newest first; dates relative to Storybook's fixed clock. */
export const savedQueues: SavedQueueSummary[] = [
  {
    id: 'friday',
    name: 'Friday night at The Lounge',
    savedAt: Date.UTC(2026, 10, 21, 23, 40),
    trackCount: 320,
    durationMs: 320 * 204_000,
  },
  {
    id: 'study',
    name: 'Study Hall focus',
    savedAt: Date.UTC(2026, 10, 18, 9, 5),
    trackCount: 12,
    durationMs: 2_716_000,
  },
  {
    id: 'one',
    name: 'Warm-up',
    savedAt: Date.UTC(2026, 10, 2, 18, 0),
    trackCount: 1,
    durationMs: 215_000,
  },
];
