import * as React from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu';
import type { MenuButtonProps } from './menu-button';

type Props = MenuButtonProps & {
  /** The first press happened before this code was in: open at once. */
  openAtMount: boolean;
  /** That press was a key: the first item takes focus, as Radix does for a keyboard open. */
  keyboardAtMount: boolean;
};

/** The menu of a MenuButton: Radix's dropdown menu, with its popper (loaded on demand). */
export function MenuButtonMenu({ trigger, items, align, openAtMount, keyboardAtMount }: Props) {
  const content = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (!keyboardAtMount) return;
    // After Radix has focused the content (it did not see the key, which came before it was here).
    const frame = requestAnimationFrame(() =>
      content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [keyboardAtMount]);
  return (
    <DropdownMenu defaultOpen={openAtMount}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent ref={content} align={align}>
        {items.map(({ key, variant, onSelect, children }) => (
          <DropdownMenuItem key={key} variant={variant} onSelect={onSelect}>
            {children}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
