// Applies the saved theme before the first paint, so a dark household never sees a white flash.
// A separate file rather than an inline script: the Content-Security-Policy allows only same-origin scripts.
(function () {
  try {
    var theme = localStorage.getItem('watchlist-theme');
    if (theme === 'light' || theme === 'dark') document.documentElement.setAttribute('data-theme', theme);
  } catch (error) {
    // Storage may be unavailable (private mode): the system theme applies.
  }
})();
