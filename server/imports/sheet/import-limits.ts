/** One import is one transaction; a sheet larger than this belongs to a bulk channel. */
export const MAX_IMPORT_ROWS = 5000;

/**
 * The widest header an import reads. Templates have a few dozen columns; a header reaching
 * column XFD would make every row of the import that wide.
 */
export const MAX_IMPORT_COLUMNS = 256;

/**
 * What the parts of an xlsx the import reads may inflate to, together (zip-bomb guard). A
 * 5000-row sheet of a template's width is a few MB of XML; 50 MB leaves room for wide text.
 */
export const MAX_INFLATED_BYTES = 50 * 1024 * 1024;
