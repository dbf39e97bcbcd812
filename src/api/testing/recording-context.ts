/**
 * An ActionContext for client tests: every confirmation says yes, every toast is recorded as
 * "success: …", "error: …" or "info: …" so a test asserts what the user would read.
 */
import { mutate } from 'swr';
import type { ActionContext } from '../mutation/action-context';
import type { ApiClient } from '../client';

export function recordingContext(client: ApiClient): { ctx: ActionContext; toasts: string[] } {
  const toasts: string[] = [];
  const ctx: ActionContext = {
    client,
    mutate,
    events: new EventTarget(),
    confirm: () => Promise.resolve(true),
    notify: {
      success: (message) => toasts.push(`success: ${message}`),
      error: (message) => toasts.push(`error: ${message}`),
      info: (message) => toasts.push(`info: ${message}`),
    },
  };
  return { ctx, toasts };
}
