import { describe, expect, it } from 'vitest';
import { codeLoader } from './code-loader';

describe('codeLoader', () => {
  it('asks for the module once and knows it at once when it is in', async () => {
    let imports = 0;
    const code = codeLoader(async () => {
      imports += 1;
      return { answer: 42 };
    });
    expect(code.loaded()).toBeUndefined();
    const first = code.load();
    expect(code.load()).toBe(first);
    await expect(first).resolves.toEqual({ answer: 42 });
    expect(code.loaded()).toEqual({ answer: 42 });
    expect(imports).toBe(1);
  });

  it('hands every caller the failure and never claims the module', async () => {
    const code = codeLoader<{ answer: number }>(() => Promise.reject(new Error('offline')));
    await expect(code.load()).rejects.toThrow('offline');
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.loaded()).toBeUndefined();
  });

  it('asks again after a failed fetch', async () => {
    let imports = 0;
    const code = codeLoader(async () => {
      imports += 1;
      if (imports === 1) throw new Error('offline');
      return { answer: 42 };
    });
    await expect(code.load()).rejects.toThrow('offline');
    await expect(code.load()).resolves.toEqual({ answer: 42 });
    expect(code.loaded()).toEqual({ answer: 42 });
    expect(imports).toBe(2);
  });
});
