import type { ElementLike } from '../../../src/ui/analytics/tracking-handlers';

/**
 * A tiny element tree for the click handlers (the unit project runs in Node, without a DOM).
 * `closest` understands the selector lists the handlers use: `tag`, `[attr]`, `[attr="v"]`,
 * `tag[attr="v"]`, comma-separated.
 */
export class FakeElement implements ElementLike {
  parent: FakeElement | null = null;
  readonly children: FakeElement[];

  constructor(
    readonly tag: string,
    private readonly attributes: Record<string, string> = {},
    children: Array<FakeElement | string> = [],
  ) {
    this.children = [];
    this.texts = [];
    for (const child of children) {
      if (typeof child === 'string') this.texts.push(child);
      else {
        child.parent = this;
        this.children.push(child);
      }
    }
  }

  private readonly texts: string[];

  get textContent(): string {
    return [...this.texts, ...this.children.map((c) => c.textContent)].join(' ');
  }

  get cellIndex(): number | undefined {
    if (this.tag !== 'td' && this.tag !== 'th') return undefined;
    return this.parent ? this.parent.children.indexOf(this) : -1;
  }

  getAttribute(name: string): string | null {
    return this.attributes[name] ?? null;
  }

  matches(selectors: string): boolean {
    return selectors.split(',').some((selector) => {
      const m = /^\s*([a-z]*)(?:\[([\w-]+)(?:="([^"]*)")?\])?\s*$/.exec(selector);
      if (!m) throw new Error(`unsupported selector ${selector}`);
      const [, tag, attr, value] = m;
      if (tag && tag !== this.tag) return false;
      if (attr && this.getAttribute(attr) === null) return false;
      if (attr && value !== undefined && this.getAttribute(attr) !== value) return false;
      return true;
    });
  }

  closest(selectors: string): FakeElement | null {
    if (this.matches(selectors)) return this;
    return this.parent ? this.parent.closest(selectors) : null;
  }

  /** Only what the handlers ask a table: its header row. */
  querySelector(selectors: string): FakeElement | null {
    if (selectors !== 'thead tr:last-child') throw new Error(`unsupported query ${selectors}`);
    return this.children.find((c) => c.tag === 'thead')?.children.at(-1) ?? null;
  }
}

export const el = (
  tag: string,
  attributes: Record<string, string> = {},
  ...children: Array<FakeElement | string>
) => new FakeElement(tag, attributes, children);
