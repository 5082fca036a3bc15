/** The test double of vite-plugin-pwa's `virtual:pwa-register`: no worker is registered. */
export function registerSW(): (reload?: boolean) => Promise<void> {
  return () => Promise.resolve();
}
