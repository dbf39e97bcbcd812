// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { actionKit } from '../mutation/action-test-kit';
import { pause, resume, seek, skip, stop } from './player-actions';

describe('player actions against the mock', () => {
  it('pauses and resumes with the spec toasts and window events, no question asked', async () => {
    const kit = await actionKit('dj');
    kit.listen('pause');
    kit.listen('resume');
    await pause(kit.ctx, 'lounge');
    await resume(kit.ctx, 'lounge');
    expect(kit.questions).toEqual([]);
    expect(kit.wire.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/action/pause/lounge',
      'POST /api/action/resume/lounge',
    ]);
    expect(kit.toasts).toEqual([
      { kind: 'success', message: 'Paused' },
      { kind: 'success', message: 'Resumed' },
    ]);
    expect(kit.events).toEqual(['pause', 'resume']);
  });

  it('never says "Resumed" for an offline instance: the 409 is the spec\'s error, no event is raised', async () => {
    const kit = await actionKit('root-admin');
    kit.listen('resume');
    const outcome = await resume(kit.ctx, 'basement');
    expect(outcome.status).toBe('failed');
    expect(kit.toasts).toEqual([{ kind: 'error', message: 'An error occurred' }]);
    expect(kit.events).toEqual([]);
  });

  it('asks before stopping and sends nothing when the user cancels', async () => {
    const kit = await actionKit('dj', [false]);
    await stop(kit.ctx, 'lounge');
    expect(kit.questions).toEqual(['This will clear the queue and disconnect the bot.']);
    expect(kit.wire).toEqual([]);
    expect(kit.toasts).toEqual([]);
  });

  it("skips someone else's track only after both questions", async () => {
    const kit = await actionKit('dj', [true, true]);
    kit.listen('skip');
    await skip(kit.ctx, 'lounge');
    expect(kit.questions).toEqual([
      'This will skip the current track.',
      'This track was queued by Maya (7777). Do you really want to skip it?',
    ]);
    expect(kit.wire.map((c) => c.path)).toEqual([
      '/api/action/skip/lounge/false',
      '/api/action/skip/lounge/true',
    ]);
    expect(kit.toasts).toEqual([{ kind: 'success', message: 'Skipped' }]);
    expect(kit.events).toEqual(['skip']);
  });

  it('stops after the first call when the second question is declined', async () => {
    const kit = await actionKit('dj', [true, false]);
    await skip(kit.ctx, 'lounge');
    expect(kit.wire.map((c) => c.path)).toEqual(['/api/action/skip/lounge/false']);
    expect(kit.toasts).toEqual([]);
  });

  it('shows the skip-other refusal to a user who may skip only their own tracks', async () => {
    // Kofi (user 6) holds web:controls:skip but not skip-other; Maya queued the playing track.
    const kit = await actionKit('6', [true]);
    await skip(kit.ctx, 'lounge');
    expect(kit.toasts).toEqual([
      { kind: 'error', message: "You're not allowed to skip tracks queued by others" },
    ]);
  });

  it('shows the plain skip refusal to a listener', async () => {
    const kit = await actionKit('listener', [true]);
    await skip(kit.ctx, 'lounge');
    expect(kit.toasts).toEqual([{ kind: 'error', message: "You're not allowed to skip tracks" }]);
  });

  it('sends the seek fraction, clamped, without a toast', async () => {
    const kit = await actionKit('dj');
    await seek(kit.ctx, 'lounge', 1.7);
    expect(kit.wire).toEqual([
      { method: 'POST', path: '/api/action/seek/lounge', body: { value: 1 } },
    ]);
    expect(kit.toasts).toEqual([]);
  });

  it('shows the refusal when a listener pauses', async () => {
    const kit = await actionKit('listener');
    await pause(kit.ctx, 'lounge');
    expect(kit.toasts).toEqual([{ kind: 'error', message: "You're not allowed to pause" }]);
  });
});
