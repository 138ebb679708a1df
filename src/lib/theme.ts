import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from './browser-storage';

/*
 * Light or dark. Without a stored choice the system setting decides (and is
 * followed live); a choice made with the toggle is remembered on the device.
 * theme-init.js applies the same rule before the first paint.
 */

export type Theme = 'light' | 'dark';

const THEME_KEY = 'worlds-dashboard:theme';
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function storedTheme(): Theme | undefined {
  const value = readStored('device', THEME_KEY);
  return value === 'light' || value === 'dark' ? value : undefined;
}

function currentTheme(): Theme {
  return storedTheme() ?? (darkQuery().matches ? 'dark' : 'light');
}

const listeners = new Set<() => void>();

function applyTheme() {
  document.documentElement.classList.toggle('dark', currentTheme() === 'dark');
  listeners.forEach((listener) => listener());
}

export function setTheme(theme: Theme) {
  writeStored('device', THEME_KEY, theme);
  applyTheme();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const query = darkQuery();
  query.addEventListener('change', applyTheme);
  return () => {
    listeners.delete(listener);
    query.removeEventListener('change', applyTheme);
  };
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme);
}
