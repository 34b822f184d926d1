/** The longest file name kept, in characters (most file systems' limit). */
export const MAX_FILE_NAME_CHARS = 255;

export type NameCheck =
  | { ok: true; name: string }
  | { ok: false; problem: 'uploadNameControl' | 'uploadNameEmpty' | 'uploadNameTooLong' };

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/**
 * Characters that reorder what follows them without being seen: embeddings and overrides
 * (U+202A–U+202E), isolates (U+2066–U+2069) and the direction marks. `invoice\u202Efdp.exe`
 * shows as `invoiceexe.pdf`.
 */
const BIDI = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

/**
 * The name an uploaded file is stored and served under. A name carrying control characters (NUL
 * above all: PostgreSQL text cannot hold it) or longer than 255 characters is refused rather than
 * repaired, since its owner would not recognise what we made of it; path parts and invisible
 * direction characters are dropped, and the name is kept in Unicode NFC.
 */
export function checkUploadName(raw: string): NameCheck {
  if (CONTROL.test(raw)) return { ok: false, problem: 'uploadNameControl' };
  const base = raw.slice(Math.max(raw.lastIndexOf('/'), raw.lastIndexOf('\\')) + 1);
  const name = base.normalize('NFC').replace(BIDI, '').trim();
  if (name === '' || name === '.' || name === '..')
    return { ok: false, problem: 'uploadNameEmpty' };
  if ([...name].length > MAX_FILE_NAME_CHARS) return { ok: false, problem: 'uploadNameTooLong' };
  return { ok: true, name };
}
