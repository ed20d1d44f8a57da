import { useLayoutEffect, useSyncExternalStore } from 'react';

/** The tenant area's theme: light or dark, kept under `tenant-theme`, light by default. */
export type TenantTheme = 'light' | 'dark';
export const tenantThemeKey = 'tenant-theme';

const listeners = new Set<() => void>();

function readTheme(): TenantTheme {
  try {
    return window.localStorage.getItem(tenantThemeKey) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === tenantThemeKey) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function setTenantTheme(theme: TenantTheme): void {
  try {
    window.localStorage.setItem(tenantThemeKey, theme);
  } catch {
    // Storage blocked: the theme still changes for this visit.
  }
  for (const listener of listeners) listener();
}

export function useTenantTheme() {
  const theme = useSyncExternalStore(subscribe, readTheme, (): TenantTheme => 'light');
  return {
    theme,
    setTheme: setTenantTheme,
    toggleTheme: () => {
      setTenantTheme(theme === 'dark' ? 'light' : 'dark');
    },
  };
}

/** Puts the `dark` class on the page while the tenant area is open, and takes it off when it is left. */
export function useApplyTenantTheme(): void {
  const { theme } = useTenantTheme();
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', theme === 'dark');
    root.style.colorScheme = theme;
  }, [theme]);
  useLayoutEffect(() => {
    return () => {
      document.documentElement.classList.remove('dark');
      document.documentElement.style.colorScheme = '';
    };
  }, []);
}
