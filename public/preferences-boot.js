// Runs before the first paint (a classic script in <head>; an external file because the
// Content-Security-Policy allows no inline script). Applies the stored theme, the lowercase
// aesthetic and the language's lang/dir so the page never flashes the default look. src/app/providers/document-preferences.ts
// validates and keeps them in step once the app starts.
(function () {
  try {
    var root = document.documentElement;
    var theme = localStorage.getItem('theme');
    if (theme && /^[a-z-]{1,40}$/.test(theme)) root.setAttribute('data-theme', theme);
    if (localStorage.getItem('lowercaseAesthetic') === 'true') {
      root.setAttribute('data-lowercase', '');
    }
    // The language's lang and dir, so a right-to-left page never paints left to right first.
    // The codes are src/lib/i18n/languages.ts's (a unit test keeps the two lists equal); a first
    // visit takes the browser's language as the app will.
    var codes = ['en', 'ar', 'de', 'es', 'fr', 'ja', 'pt-BR', 'ru', 'en-XA'];
    var rtl = ['ar'];
    var code = localStorage.getItem('language');
    if (codes.indexOf(code) < 0) code = null;
    var preferred = navigator.languages || [];
    for (var i = 0; !code && i < preferred.length; i++) {
      var tag = String(preferred[i]).toLowerCase();
      for (var j = 0; !code && j < codes.length - 1; j++) {
        if (codes[j].toLowerCase() === tag) code = codes[j];
      }
      for (var k = 0; !code && k < codes.length - 1; k++) {
        if (codes[k].split('-')[0].toLowerCase() === tag.split('-')[0]) code = codes[k];
      }
    }
    code = code || 'en';
    root.setAttribute('lang', code);
    root.setAttribute('dir', rtl.indexOf(code) >= 0 ? 'rtl' : 'ltr');
    // The built page lists each language's catalog chunk: fetch this one beside the entry.
    var meta = document.querySelector('meta[name="catalogs"]');
    var chunk = meta && JSON.parse(meta.getAttribute('content') || '{}')[code];
    // A path of this site: relative to the page's <base href> (the build's `./assets/…`), or
    // absolute on this origin; never another host's (`//host/…`).
    if (chunk && /^(?:\.\/|\/(?!\/))?[\w.-][\w/.-]*\.js$/.test(chunk)) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = chunk;
      document.head.appendChild(link);
    }
  } catch {
    // Storage disabled: the default look until the app starts.
  }
})();
