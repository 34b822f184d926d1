import { XmlPull, type XmlHandler } from './xml-pull';
import { inflateEntry, type InflateBudget, type ZipEntry } from './zip-entries';

/**
 * Streams one XML part of the package through a handler: inflated, decoded as UTF-8 and parsed
 * chunk by chunk, so no part's whole text is ever held. The handler calls `stop` when it has
 * what it needs, and the rest of the part is never inflated. False when there is no such part.
 */
export async function readPart(
  bytes: Uint8Array,
  entries: ReadonlyMap<string, ZipEntry>,
  path: string,
  budget: InflateBudget,
  handler: (stop: () => void) => XmlHandler,
): Promise<boolean> {
  const entry = entries.get(path.toLowerCase());
  if (!entry) return false;
  const decoder = new TextDecoder();
  const pull: XmlPull = new XmlPull(handler(() => pull.stop()));
  await inflateEntry(bytes, entry, budget, (chunk) => {
    pull.write(decoder.decode(chunk, { stream: true }));
    return !pull.done;
  });
  if (!pull.done) pull.write(decoder.decode());
  return true;
}
