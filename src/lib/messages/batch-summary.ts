/**
 * The one toast of a batch on the queue's selection: how many went through, in the
 * batch's own sentence when all did ("Removed 5 tracks"); otherwise how many of how many went
 * through, then the spec's refusal wording for the refused ones and 'An error occurred' for the
 * failed ones, so nothing is lost silently.
 */
import { t } from '../i18n';
import { refusalMessage, type ActionKey } from './actions';

/** What a batch did: each kind is the spec's call it is made of. */
export type BatchKind = 'remove' | 'playNext' | 'moveToTop' | 'moveToBottom' | 'restore';

/** The call behind each kind, whose refusal wording the summary quotes. */
export const BATCH_ACTION: Record<BatchKind, ActionKey> = {
  remove: 'removeTrack',
  playNext: 'moveToTop',
  moveToTop: 'reorder',
  moveToBottom: 'reorder',
  restore: 'pushTrack',
};

export interface BatchCounts {
  /** Tracks the batch was for. */
  total: number;
  done: number;
  refused: number;
  failed: number;
  cancelled: number;
}

export interface BatchSummary {
  ok: boolean;
  text: string;
}

function allDone(kind: BatchKind, count: number): string {
  switch (kind) {
    case 'remove':
      return t('selection.removed', { count });
    case 'playNext':
      return t('selection.playNextDone', { count });
    case 'moveToTop':
      return t('selection.movedToTop', { count });
    case 'moveToBottom':
      return t('selection.movedToBottom', { count });
    case 'restore':
      return t('selection.restored', { count });
  }
}

export function batchSummary(kind: BatchKind, counts: BatchCounts): BatchSummary {
  const { total, done, refused, failed, cancelled } = counts;
  if (done === total) return { ok: true, text: allDone(kind, done) };
  const parts = [t('selection.wentThrough', { done, total })];
  if (refused > 0)
    parts.push(
      t('selection.refused', { count: refused, reason: refusalMessage(BATCH_ACTION[kind]) }),
    );
  if (failed > 0) parts.push(t('selection.failed', { count: failed, reason: t('general.error') }));
  if (cancelled > 0) parts.push(t('selection.cancelled', { count: cancelled }));
  return { ok: false, text: parts.join(' ') };
}
