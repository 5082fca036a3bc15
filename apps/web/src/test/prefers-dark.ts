/** Makes the browser's colour-scheme preference dark or light (jsdom has no matchMedia). */
export function prefersDark(dark: boolean): void {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}
