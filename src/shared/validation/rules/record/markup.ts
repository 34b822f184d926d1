/** Elements whose content is code or style, never text a person reads. */
const HIDDEN_ELEMENTS = /<(script|style|template)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi;
const TAG = /<\/?[A-Za-z!?][^>]*>?/g;
const ENTITY = /&(nbsp|#160|#x0*a0|zwnj|zwj|#8203|#x200b);/gi;

/**
 * True when a text holds markup and nothing a person would read once the markup is removed:
 * `<b></b>`, `<script>alert(1)</script>`, `<p>&nbsp;</p>`. Text with markup around words
 * (`<b>urgent</b>`) is text: it is stored as typed and shown escaped.
 */
export function isMarkupOnly(text: string): boolean {
  if (!/<[A-Za-z!?/]/.test(text)) return false;
  const readable = text.replace(HIDDEN_ELEMENTS, '').replace(TAG, '').replace(ENTITY, '');
  return readable.trim() === '';
}
