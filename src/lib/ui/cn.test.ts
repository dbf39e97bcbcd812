import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins class names, leaving out falsy ones', () => {
    expect(
      cn('px-2', false, null, undefined, 0, '', ['py-1', { 'font-bold': true, italic: false }]),
    ).toBe('px-2 py-1 font-bold');
  });

  it('lets the later of two conflicting classes win, a caller’s className over the default', () => {
    expect(cn('p-4 text-sm', 'p-2')).toBe('text-sm p-2');
    expect(cn('px-3 py-1.5', 'p-6')).toBe('p-6');
    expect(cn('rounded-md', 'rounded-lg')).toBe('rounded-lg');
    expect(cn('shadow-md', 'shadow-lg')).toBe('shadow-lg');
    expect(cn('size-4', 'size-6')).toBe('size-6');
    expect(cn('hidden', 'flex')).toBe('flex');
  });

  it('merges per variant: a hover or data-state class only conflicts with its own variant', () => {
    expect(cn('bg-primary hover:bg-primary/90', 'hover:bg-danger')).toBe(
      'bg-primary hover:bg-danger',
    );
    expect(cn('data-[state=open]:bg-accent', 'bg-card')).toBe(
      'data-[state=open]:bg-accent bg-card',
    );
  });

  it('takes the theme’s colour tokens for colours, apart from text sizes', () => {
    expect(cn('text-muted-fg', 'text-primary-fg')).toBe('text-primary-fg');
    expect(cn('text-sm text-muted-fg', 'text-xs')).toBe('text-muted-fg text-xs');
    expect(cn('text-xs text-balance text-bg')).toBe('text-xs text-balance text-bg');
    expect(cn('bg-progress-track', 'bg-progress-fill')).toBe('bg-progress-fill');
    expect(cn('border-border', 'border-danger')).toBe('border-danger');
    expect(cn('border border-input', 'border-2')).toBe('border-input border-2');
    expect(cn('ring-2 ring-ring', 'ring-danger')).toBe('ring-2 ring-danger');
  });

  it('takes the theme’s font families for families, apart from weights', () => {
    expect(cn('font-display', 'font-mono')).toBe('font-mono');
    expect(cn('font-display font-semibold', 'font-bold')).toBe('font-display font-bold');
  });

  it('knows the entry animations of src/themes/index.css', () => {
    expect(cn('animate-pop-in', 'animate-none')).toBe('animate-none');
    expect(cn('data-[state=open]:animate-fade-in', 'data-[state=open]:animate-pop-in')).toBe(
      'data-[state=open]:animate-pop-in',
    );
    expect(cn('animate-spin motion-reduce:animate-none', 'animate-pulse')).toBe(
      'motion-reduce:animate-none animate-pulse',
    );
  });

  it('merges arbitrary values and properties by what they set', () => {
    expect(cn('max-h-[calc(100dvh-2rem)]', 'max-h-96')).toBe('max-h-96');
    expect(cn('min-w-[8rem]', 'min-w-0')).toBe('min-w-0');
    expect(cn('[overflow-wrap:anywhere]', '[overflow-wrap:break-word]')).toBe(
      '[overflow-wrap:break-word]',
    );
  });
});
