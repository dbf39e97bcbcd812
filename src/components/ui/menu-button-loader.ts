import { codeLoader } from '@/lib/scheduling/code-loader';
import { loadChunk } from '@/lib/scheduling/load-chunk';

type MenuModule = typeof import('./menu-button-menu');

const menuCode = codeLoader(() => loadChunk(() => import('./menu-button-menu')));
const listeners = new Set<() => void>();
let told = false;

/** Asks for the menu's code (again only after a failure); every MenuButton re-renders when it is in. */
export function loadMenuButtonMenu(): Promise<MenuModule> {
  const loading = menuCode.load();
  if (!told) {
    told = true;
    // After the loader has recorded the module, so a listener reads it.
    loading.then(
      () => listeners.forEach((listener) => listener()),
      () => (told = false),
    );
  }
  return loading;
}

export function loadedMenuButtonMenu(): MenuModule | null {
  return menuCode.loaded() ?? null;
}

export function subscribeToMenuButtonMenu(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
