// Applies the saved theme before the first paint, so a dark household never sees a white flash; the phone's status
// bar (theme-color) takes the chosen theme's background too (the same colours as web/src/lib/theme.ts).
// A separate file rather than an inline script: the Content-Security-Policy allows only same-origin scripts.
(function () {
  try {
    // The device's own choice, else the household's theme as last seen after unlock (lib/theme.ts themeToShow).
    var own = localStorage.getItem('watchlist-theme');
    var chosen = own === 'system' || own === 'light' || own === 'dark';
    var theme = chosen ? own : localStorage.getItem('watchlist-household-theme');
    if (theme !== 'light' && theme !== 'dark') return;
    document.documentElement.setAttribute('data-theme', theme);
    var color = theme === 'light' ? '#f5f7f9' : '#0b0e14';
    var metas = document.querySelectorAll('meta[name="theme-color"]');
    for (var i = 0; i < metas.length; i += 1) metas[i].setAttribute('content', color);
  } catch (error) {
    // Storage may be unavailable (private mode): the system theme applies.
  }
})();
