/**
 * PrimeReact 10 writes the text of its shared `<style data-primereact-style-id>` elements (base,
 * common, one per component) each time any instance of its components mounts, the same text
 * every time (`useStyle().load()` in primereact/hooks: `isLoaded` is kept per instance). Blink
 * re-parses a style element whose text is set and invalidates the style, fonts and layout of
 * the whole document: with a large table on the page, every dialog, button or progress bar
 * that appeared cost a 50–400 ms main-thread task (Chromium trace of an export, docs/exports.md).
 * Setting such an element's text to what it already holds is made a no-op; other text goes
 * through unchanged, and style elements that are not PrimeReact's are left as they are.
 */
export function keepUnchangedStyleText(): void {
  const textContent = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent');
  const get = textContent?.get;
  const set = textContent?.set;
  if (!get || !set || typeof HTMLStyleElement === 'undefined') return;
  Object.defineProperty(HTMLStyleElement.prototype, 'textContent', {
    configurable: true,
    enumerable: textContent.enumerable ?? false,
    get(this: HTMLStyleElement) {
      return get.call(this) as string | null;
    },
    set(this: HTMLStyleElement, value: string | null) {
      if (this.hasAttribute('data-primereact-style-id') && get.call(this) === value) return;
      set.call(this, value);
    },
  });
}
