/**
 * For the admin actions' tests: the instance actions' kit (real mock backend in memory, wire
 * log, scripted confirm, recorded toasts and events) with SWR's own global mutate.
 */
import { mutate } from 'swr';
import { actionKit } from './action-test-kit';
import type { AdminActionContext } from './admin-action-context';

export async function adminKit(persona: string, answers: boolean[] = []) {
  const kit = await actionKit(persona, answers);
  const context: AdminActionContext = {
    client: kit.ctx.client,
    notify: kit.ctx.notify,
    events: kit.ctx.events,
    confirm: ({ description }) => kit.ctx.confirm(description),
    mutate,
  };
  const calls = () => kit.wire.map((c) => `${c.method} ${c.path}`);
  return { ...kit, context, calls };
}
