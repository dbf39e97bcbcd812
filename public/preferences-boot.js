// Runs before the first paint (a classic script in <head>; an external file because the
// Content-Security-Policy allows no inline script). Applies the stored theme and the lowercase
// aesthetic so the page never flashes the default look. src/app/providers/document-preferences.ts
// validates and keeps them in step once the app starts.
(function () {
  try {
    var root = document.documentElement;
    var theme = localStorage.getItem('theme');
    if (theme && /^[a-z-]{1,40}$/.test(theme)) root.setAttribute('data-theme', theme);
    if (localStorage.getItem('lowercaseAesthetic') === 'true') {
      root.setAttribute('data-lowercase', '');
    }
  } catch {
    // Storage disabled: the default look until the app starts.
  }
})();
