import type { Plugin } from 'vite';

/**
 * Links the chunk holding a module the entry imports dynamically, and the chunks it imports, from
 * the document as module preloads: their download starts with the page's instead of after the
 * entry ran. Vite links only the entry's static imports; main.tsx imports the app dynamically to
 * have it evaluated in a task of its own (docs/dashboards.md).
 */
export function preloadChunkOf(moduleSuffix: string): Plugin {
  return {
    name: 'preload-chunk-of',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        const root = chunks.find((chunk) =>
          chunk.moduleIds.some((id) => id.endsWith(moduleSuffix)),
        );
        if (!root) throw new Error(`no chunk holds ${moduleSuffix} to preload`);
        return [root.fileName, ...root.imports]
          .filter((fileName) => !html.includes(fileName))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
