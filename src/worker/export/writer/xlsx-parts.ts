import { xmlAttribute } from './xml-escape';

/** The small fixed parts of the workbook package, written once the sheet count is known. */

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const SHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';

export function contentTypesXml(sheets: number, sharedStrings: boolean): string {
  let overrides =
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>';
  for (let i = 1; i <= sheets; i++) {
    overrides += `<Override PartName="/xl/worksheets/sheet${i}.xml" ContentType="${SHEET_TYPE}"/>`;
  }
  if (sharedStrings) {
    overrides +=
      '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>';
  }
  return (
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    `<Default Extension="xml" ContentType="application/xml"/>${overrides}</Types>`
  );
}

export function rootRelsXml(): string {
  return (
    `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
    `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`
  );
}

export function workbookXml(names: readonly string[]): string {
  const sheets = names
    .map((name, i) => `<sheet name="${xmlAttribute(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  return `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView activeTab="0"/></bookViews><sheets>${sheets}</sheets></workbook>`;
}

export function workbookRelsXml(sheets: number, sharedStrings: boolean): string {
  let rels = '';
  for (let i = 1; i <= sheets; i++) {
    rels += `<Relationship Id="rId${i}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i}.xml"/>`;
  }
  rels += `<Relationship Id="rId${sheets + 1}" Type="${REL_NS}/styles" Target="styles.xml"/>`;
  if (sharedStrings) {
    rels += `<Relationship Id="rId${sheets + 2}" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>`;
  }
  return `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">${rels}</Relationships>`;
}

/** Excel's column width unit is roughly one digit of the default font, about 7 px. */
export const DEFAULT_WIDTH_PX = 160;
const PX_PER_CHAR = 7;

/**
 * Everything before the first row: the frozen header (rows scroll under row 1) and the widths.
 * Cells are written without `r` references (ECMA-376 makes them optional; Excel, LibreOffice,
 * Google Sheets and SheetJS place them in order), which cuts the sheet XML by about a fifth.
 */
export function sheetHeadXml(widthsPx: readonly number[], first: boolean): string {
  const cols = widthsPx
    .map(
      (px, i) =>
        `<col min="${i + 1}" max="${i + 1}" width="${Math.round((px / PX_PER_CHAR) * 100) / 100}" customWidth="1"/>`,
    )
    .join('');
  return (
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<sheetViews><sheetView${first ? ' tabSelected="1"' : ''} workbookViewId="0">` +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>`
  );
}

export const SHEET_TAIL_XML = '</sheetData></worksheet>';
