import type { Page } from 'playwright-core';
import { ALLOWED_WORDS, isBusinessToken } from './zh-cn-allow-list';

/** One text a user can see or hear, and where it is. */
export interface ScreenText {
  text: string;
  /** A short CSS path of the element holding it, to find it in the code. */
  where: string;
}

/** Attributes a screen reader reads out or a pointer shows: they are UI text too. */
const SPOKEN_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'aria-placeholder'];

/**
 * Every visible text node of the page and every spoken attribute of a visible element (screen
 * reader-only text counts: it is clipped, not hidden). Inputs' values are data the user typed or
 * picked, so they are left out; a select's shown label is a text node and is kept. Content marked
 * `translate="no"` (HTML's own flag for names and free text that no translation may touch: a
 * person's or company's name, a remark) is data, not UI text, and is left out too.
 */
export function screenTexts(page: Page): Promise<ScreenText[]> {
  // Plain JavaScript, not a TypeScript function: a bundler's helpers (esbuild's `__name` around
  // named arrows) do not exist in the page.
  return page.evaluate(COLLECT_TEXTS);
}

const COLLECT_TEXTS = `(() => {
  const attributes = ${JSON.stringify(SPOKEN_ATTRIBUTES)};
  const where = (element) => {
    const parts = [];
    for (let e = element; e && e !== document.body && parts.length < 4; e = e.parentElement) {
      const id = e.id ? '#' + e.id : '';
      const classes = [...e.classList].filter((c) => !c.startsWith('_')).slice(0, 2);
      parts.unshift(e.tagName.toLowerCase() + id + classes.map((c) => '.' + c).join(''));
      if (id) break;
    }
    return parts.join(' > ');
  };
  const visible = (element) =>
    element.checkVisibility({ visibilityProperty: true, opacityProperty: false });
  const found = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = (node.textContent || '').trim();
    if (!text || !parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
    if (parent.closest('[aria-hidden="true"], [translate="no"]') || !visible(parent)) continue;
    found.push({ text, where: where(parent) });
  }
  for (const element of document.body.querySelectorAll('*')) {
    if (element.closest('[translate="no"]') || !visible(element)) continue;
    for (const name of attributes) {
      const value = (element.getAttribute(name) || '').trim();
      if (value) found.push({ text: value, where: where(element) + ' [' + name + ']' });
    }
  }
  return found;
})()`;

/** The Latin-script words of `text` that are neither allowed names nor business data. */
export function englishWords(text: string): string[] {
  const tokens = text.split(/[\s,;:()[\]{}<>"'“”‘’、，。：；（）《》【】!?！？|/\\·•…]+/u);
  const words: string[] = [];
  for (const token of tokens) {
    if (!token || isBusinessToken(token)) continue;
    for (const word of token.match(/[A-Za-z]+(?:[-'.][A-Za-z]+)*/g) ?? []) {
      if (ALLOWED_WORDS.has(word)) continue;
      // "e.g." style abbreviations and dotted codes: each part is judged alone.
      const parts = word.split(/[-'.]/);
      if (parts.every((part) => ALLOWED_WORDS.has(part))) continue;
      words.push(word);
    }
  }
  return words;
}

/** The texts of the page that still carry English, each with the offending words. */
export async function englishOnPage(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const { text, where } of await screenTexts(page)) {
    const words = englishWords(text);
    if (words.length > 0) problems.push(`${JSON.stringify(text.slice(0, 80))} at ${where}`);
  }
  return [...new Set(problems)];
}
