import * as React from 'react';
import { whenIdle } from '@/lib/scheduling/when-idle';
import {
  loadedMenuButtonMenu,
  loadMenuButtonMenu,
  subscribeToMenuButtonMenu,
} from './menu-button-loader';

type MenuButtonItem = {
  key: string;
  variant?: 'default' | 'danger';
  onSelect: () => void;
  /** The item's icon and label. */
  children: React.ReactNode;
};

export type MenuButtonProps = {
  /** The button that opens the menu (it names the menu). */
  trigger: React.ReactElement<React.ComponentProps<'button'>>;
  items: MenuButtonItem[];
  align?: 'start' | 'center' | 'end';
};

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A button that opens a menu of actions. The menu's code (Radix's dropdown menu and its popper,
 * about 28 KiB gzip) is not part of the screen's first load (issue #32): it is fetched once the
 * page is idle, and the button is Radix's own trigger from the first press on. A press before the
 * code is in opens the menu as soon as it arrives, as a press on Radix's trigger would.
 */
export function MenuButton(props: MenuButtonProps) {
  const menu = React.useSyncExternalStore(
    subscribeToMenuButtonMenu,
    loadedMenuButtonMenu,
    loadedMenuButtonMenu,
  );
  const [pressed, setPressed] = React.useState<'pointer' | 'keyboard' | null>(null);
  React.useEffect(() => whenIdle(() => void loadMenuButtonMenu()), []);

  if (menu && pressed) {
    return <menu.MenuButtonMenu {...props} openAtMount keyboardAtMount={pressed === 'keyboard'} />;
  }
  const press = (how: 'pointer' | 'keyboard') => {
    setPressed((already) => already ?? how);
    void loadMenuButtonMenu();
  };
  const { trigger } = props;
  return React.cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': 'closed',
    // As Radix's trigger: a primary press (mouse, touch, pen) opens, and keeps focus where it is.
    onPointerDown: (event: React.PointerEvent<HTMLButtonElement>) => {
      trigger.props.onPointerDown?.(event);
      if (event.button !== 0 || event.ctrlKey) return;
      event.preventDefault();
      press('pointer');
    },
    onKeyDown: (event: React.KeyboardEvent<HTMLButtonElement>) => {
      trigger.props.onKeyDown?.(event);
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      press('keyboard');
    },
    // A click with no pointer before it (a screen reader's activation) opens too.
    onClick: (event: React.MouseEvent<HTMLButtonElement>) => {
      trigger.props.onClick?.(event);
      if (event.detail === 0) press('keyboard');
    },
  } as Partial<React.ComponentProps<'button'>> & { 'data-state': string });
}
