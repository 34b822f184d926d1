/**
 * The file name of a download from its Content-Disposition header (RFC 6266). The extended
 * `filename*=charset'lang'pct-encoded` form (RFC 5987) wins over plain `filename=`, because it
 * is the one that can carry non-ASCII names. Returns undefined when no usable name is present.
 */
export function fileNameFromContentDisposition(
  header: string | null | undefined,
): string | undefined {
  if (!header) return undefined;
  const params = parseParameters(header);
  const extended = params.get('filename*');
  const fromExtended = extended === undefined ? undefined : decodeExtendedValue(extended);
  const plain = params.get('filename');
  const name = fromExtended ?? (plain === undefined ? undefined : decodePlainValue(plain));
  return name === undefined ? undefined : safeBaseName(name);
}

/** `type; name=token; name="quoted \"string\""` → lower-cased names to unquoted values. */
function parseParameters(header: string): Map<string, string> {
  const params = new Map<string, string>();
  let i = header.indexOf(';');
  // Some servers leave out the disposition type and start with the parameters.
  if (header.slice(0, i < 0 ? header.length : i).includes('=')) i = -1;
  else if (i < 0) return params;
  while (i < header.length) {
    i += 1; // past ';'
    const eq = header.indexOf('=', i);
    if (eq < 0) break;
    const name = header.slice(i, eq).trim().toLowerCase();
    i = eq + 1;
    while (header[i] === ' ' || header[i] === '\t') i += 1;
    let value = '';
    if (header[i] === '"') {
      i += 1;
      while (i < header.length && header[i] !== '"') {
        if (header[i] === '\\' && i + 1 < header.length) i += 1;
        value += header[i];
        i += 1;
      }
      const end = header.indexOf(';', i);
      i = end < 0 ? header.length : end;
    } else {
      const end = header.indexOf(';', i);
      value = header.slice(i, end < 0 ? header.length : end).trim();
      i = end < 0 ? header.length : end;
    }
    // The first occurrence counts; a repeated parameter is a malformed header.
    if (name && !params.has(name)) params.set(name, value);
  }
  return params;
}

function decodeExtendedValue(value: string): string | undefined {
  const match = /^([^']*)'[^']*'(.*)$/.exec(value);
  if (!match) return undefined;
  const charset = (match[1] ?? '').toLowerCase();
  const encoded = match[2] ?? '';
  try {
    if (charset === 'utf-8') return decodeURIComponent(encoded);
    if (charset === 'iso-8859-1') return decodeLatin1(encoded);
  } catch {
    return undefined;
  }
  return undefined;
}

function decodeLatin1(encoded: string): string {
  return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

/** Many servers percent-encode the plain form too; a name that does not decode stays as sent. */
function decodePlainValue(value: string): string {
  if (!/%[0-9a-f]{2}/i.test(value)) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A header must not be able to name a path: only the last segment is a file name. */
function safeBaseName(name: string): string | undefined {
  const base = name.split(/[/\\]/).pop()?.trim() ?? '';
  return base === '' || base === '.' || base === '..' ? undefined : base;
}
