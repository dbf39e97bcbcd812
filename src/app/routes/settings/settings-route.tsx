export function SettingsRoute() {
  return <h1 className="font-display text-2xl font-bold">Settings</h1>;
}
