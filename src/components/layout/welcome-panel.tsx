interface WelcomePanelProps {
  /** The signed-in user's name, when known. */
  name?: string;
}

function WelcomePanel({ name }: WelcomePanelProps) {
  return (
    <section data-slot="welcome-panel" className="mx-auto max-w-2xl py-12 text-center">
      <h1 className="font-display text-3xl font-bold">{name ? `Welcome, ${name}` : 'Welcome'}</h1>
      <p className="mt-3 text-muted-fg">
        Pick a server from the list to control its music, or open the settings to make the dashboard
        yours.
      </p>
    </section>
  );
}

export { WelcomePanel, type WelcomePanelProps };
