// Applies the remembered or system theme before the first paint, so a dark page never flashes white. The build
// writes it into index.html (vite.config.ts, themeBeforeFirstPaint), allowed by its hash in the CSP: a file of its
// own would block the first paint for one more request.
try {
  const stored = localStorage.getItem('worlds-dashboard:theme');
  const dark = stored ? stored === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.classList.toggle('dark', dark);
} catch {
  // Storage may be blocked; the light theme is a fine fallback.
}
