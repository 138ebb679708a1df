// Applies the remembered or system theme before the first paint, so a dark page
// never flashes white. Kept in a file, not inline, so a strict CSP can forbid inline scripts.
try {
  const stored = localStorage.getItem('worlds-dashboard:theme');
  const dark = stored ? stored === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.classList.toggle('dark', dark);
} catch {
  // Storage may be blocked; the light theme is a fine fallback.
}
