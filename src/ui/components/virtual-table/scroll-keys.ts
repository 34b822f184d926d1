import { maxVirtualOffset, type ScrollGeometry } from './scroll-geometry';

/**
 * The virtual offset a navigation key moves to, or null for keys the table leaves alone.
 * Handled by us rather than the browser because, once the spacer is squeezed, the browser's
 * own PageDown would move by a page of scrollbar, which is many pages of rows.
 */
export function offsetAfterKey(key: string, offset: number, g: ScrollGeometry): number | null {
  const page = Math.max(g.rowHeight, g.viewportHeight - g.rowHeight);
  const max = maxVirtualOffset(g);
  const to = (next: number) => Math.min(Math.max(next, 0), max);
  switch (key) {
    case 'PageDown':
      return to(offset + page);
    case 'PageUp':
      return to(offset - page);
    case 'ArrowDown':
      return to(offset + g.rowHeight);
    case 'ArrowUp':
      return to(offset - g.rowHeight);
    case 'Home':
      return 0;
    case 'End':
      return max;
    default:
      return null;
  }
}
