/**
 * Web storage that never throws. With cookies and site data blocked, merely
 * reading `window.sessionStorage` raises a SecurityError, and a full quota
 * makes `setItem` throw. Every storage access in the site goes through here:
 * when the browser refuses, values are kept in memory for the life of the
 * page instead, and the visitor sees no error.
 */
export type SafeStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

type StorageName = 'sessionStorage' | 'localStorage';

export function createSafeStorage(name: StorageName): SafeStorage {
  const memory = new Map<string, string>();
  const backing = (): Storage | null => {
    try {
      return typeof window === 'undefined' ? null : window[name];
    } catch {
      return null;
    }
  };
  return {
    getItem(key) {
      try {
        const value = backing()?.getItem(key);
        if (value !== undefined && value !== null) return value;
      } catch {
        // Refused: fall through to the copy in memory.
      }
      return memory.get(key) ?? null;
    },
    setItem(key, value) {
      memory.set(key, value);
      try {
        backing()?.setItem(key, value);
      } catch {
        // Refused or full: the copy in memory stands in.
      }
    },
    removeItem(key) {
      memory.delete(key);
      try {
        backing()?.removeItem(key);
      } catch {
        // Refused: nothing more to remove.
      }
    },
  };
}

/** Per-tab storage (scroll positions, form and calculator drafts). */
export const safeSession = createSafeStorage('sessionStorage');
/** Storage that outlives the tab. */
export const safeLocal = createSafeStorage('localStorage');
