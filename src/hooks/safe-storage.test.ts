import { afterEach, describe, expect, it } from 'vitest';
import { createSafeStorage } from '@/hooks/safe-storage';

const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage');

function blockSessionStorage() {
  Object.defineProperty(window, 'sessionStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

describe('createSafeStorage', () => {
  afterEach(() => {
    if (original) Object.defineProperty(window, 'sessionStorage', original);
    window.sessionStorage.clear();
  });

  it('uses the real storage when the browser allows it', () => {
    const storage = createSafeStorage('sessionStorage');
    storage.setItem('k', 'v');
    expect(window.sessionStorage.getItem('k')).toBe('v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(window.sessionStorage.getItem('k')).toBeNull();
    expect(storage.getItem('k')).toBeNull();
  });

  it('keeps values in memory, without throwing, when storage is blocked', () => {
    blockSessionStorage();
    const storage = createSafeStorage('sessionStorage');
    expect(storage.getItem('k')).toBeNull();
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });

  it('keeps values in memory when writing fails, as with a full quota', () => {
    const storage = createSafeStorage('sessionStorage');
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    try {
      storage.setItem('k', 'v');
      expect(storage.getItem('k')).toBe('v');
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});
