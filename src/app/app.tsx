import { useEffect } from 'react';
import { t } from '@/lib/i18n';
import { AppProviders } from './providers/app-providers';
import { AppRoutes } from './app-routes';

export function App() {
  // index.html's <title> is English; the page's language names the tab once the catalog is in.
  useEffect(() => {
    document.title = t('page.title');
  }, []);
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}
