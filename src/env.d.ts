/// <reference types="vite/client" />

/** Replaced at build time with the year of the build (see vite.config.ts). */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  readonly VITE_SITE_ORIGIN?: string;
  readonly VITE_REGISTRATION_WIDGET_SRC?: string;
  readonly VITE_REGISTRATION_FLOW_ID?: string;
  readonly VITE_CALCULATOR_WIDGET_SRC?: string;
  readonly VITE_REGISTRATION_ENDPOINT?: string;
}

/** Element Timing (https://wicg.github.io/element-timing/): src/main.tsx waits for the hero picture's paint. */
declare namespace React {
  interface ImgHTMLAttributes<T> {
    elementtiming?: string;
  }
}
