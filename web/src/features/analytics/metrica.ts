type Ym = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

declare global {
  interface Window {
    ym?: Ym;
  }
}

const TAG = 'https://mc.yandex.ru/metrika/tag.js';

/**
 * Loads the Yandex Metrica tag once, with e-commerce read from `window.dataLayer`. Called only
 * for a configured counter after the visitor accepted analytics cookies.
 */
export function loadMetrica(counterId: string): void {
  if (window.ym) return;
  const queue: Ym = (...args: unknown[]) => {
    (queue.a ??= []).push(args);
  };
  queue.l = Date.now();
  window.ym = queue;
  window.dataLayer ??= [];
  const script = document.createElement('script');
  script.async = true;
  script.src = TAG;
  document.head.appendChild(script);
  window.ym(Number(counterId), 'init', { ecommerce: 'dataLayer', webvisor: false });
}
