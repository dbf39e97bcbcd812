type MenuModule = typeof import('./menu-button-menu');

let loaded: MenuModule | null = null;
let loading: Promise<MenuModule> | null = null;
const listeners = new Set<() => void>();

/** Asks for the menu's code (once); every MenuButton re-renders when it is in. */
export function loadMenuButtonMenu(): Promise<MenuModule> {
  loading ??= import('./menu-button-menu').then((module) => {
    loaded = module;
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

export function loadedMenuButtonMenu(): MenuModule | null {
  return loaded;
}

export function subscribeToMenuButtonMenu(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
