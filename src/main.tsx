import '@/styles/global.css';
import { showCleanAddress } from '@/app/clean-path';
import { showCurrentYear } from '@/app/current-year';
import { bootIslands } from '@/app/island-boot';
import { registerServiceWorker } from '@/app/register-service-worker';
import { becomeNotFound, isWrongAddress } from '@/app/wrong-address';

/**
 * The client entry, on every page. There is no client-side router: links
 * are plain links and each page is a document the build prerendered. Only
 * the islands (the parts that respond to the visitor) are hydrated, each as
 * its own React root, when its strategy says (src/app/island-boot.ts).
 * A page served at an address that is not its own becomes the not-found
 * page (src/app/wrong-address.ts).
 */
if (import.meta.env.DEV && !document.querySelector('[data-island]')) {
  // The development server serves index.html unrendered (see dev-render.tsx).
  void import('@/app/dev-render').then(({ renderForDevelopment }) => renderForDevelopment());
} else {
  showCleanAddress();
  // A host that answers unknown addresses with a page: that page becomes the not-found page first.
  const settled = isWrongAddress() ? becomeNotFound().then(bootIslands) : bootIslands();
  showCurrentYear();
  registerServiceWorker(settled);
}
