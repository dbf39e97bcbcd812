import { t } from '@/lib/i18n';

interface WelcomePanelProps {
  /** The signed-in user's name, when known. */
  name?: string;
}

function WelcomePanel({ name }: WelcomePanelProps) {
  return (
    <section data-slot="welcome-panel" className="mx-auto max-w-2xl py-6 text-center sm:py-12">
      <h1 className="font-display text-3xl font-bold">
        {name ? t('home.welcomeName', { name }) : t('home.welcome')}
      </h1>
      <p className="mt-3 text-muted-fg">{t('home.intro')}</p>
    </section>
  );
}

export { WelcomePanel };
