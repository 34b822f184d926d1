import { flattenTextKeys, isDangerousKey } from '../../shared/i18n/text-keys';
import { enUS } from './locales/en-US';

/** The keys server texts may override: the bundled catalogue's, as the server checks on save. */
const BUNDLED_KEYS: ReadonlySet<string> = new Set(flattenTextKeys(enUS));

type TextTree = { [segment: string]: string | TextTree };

/**
 * Flat `a.b.c` server texts as the nested tree i18next keeps. Only keys of the bundled catalogue
 * are taken (so neither a stray key nor `__proto__.x` / `constructor.prototype.x` is), and every
 * node is a null-prototype object: nothing written here can reach Object.prototype, whatever a
 * stored record holds.
 */
export function serverTextTree(flat: Readonly<Record<string, unknown>>): TextTree {
  const tree: TextTree = Object.create(null) as TextTree;
  for (const [key, text] of Object.entries(flat)) {
    if (typeof text !== 'string' || isDangerousKey(key) || !BUNDLED_KEYS.has(key)) continue;
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      const next = Object.hasOwn(node, part) ? node[part] : undefined;
      if (typeof next === 'object') {
        node = next;
      } else {
        const child: TextTree = Object.create(null) as TextTree;
        node[part] = child;
        node = child;
      }
    }
    node[parts[parts.length - 1] as string] = text;
  }
  return tree;
}
