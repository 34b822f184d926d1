/**
 * Cell styles (indices into styles.xml's cellXfs) and the number formats behind them.
 *
 * - money: `#,##0.00` (built-in 4), JPY `#,##0` (built-in 3), chosen per row by its currency;
 * - percent: values arrive in percent units (12.5 means 12.5 %), so the format is `0.00"%"`:
 *   it shows "12.50%" while the cell still holds 12.5 (Excel's `0.00%` would show 1250.00%);
 * - number: General, which shows integers without a trailing point and decimals as typed
 *   (`#,##0.##` shows "12." for 12);
 * - date `yyyy-mm-dd`, datetime `yyyy-mm-dd hh:mm:ss` on real date serials.
 */
export const STYLE = {
  general: 0,
  header: 1,
  money2: 2,
  money0: 3,
  percent: 4,
  date: 5,
  datetime: 6,
  boldGeneral: 7,
  boldMoney2: 8,
  boldMoney0: 9,
  boldPercent: 10,
} as const;

export const PERCENT_FORMAT = '0.00"%"';
export const DATE_FORMAT = 'yyyy-mm-dd';
export const DATETIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

const PERCENT_ID = 164;
const DATE_ID = 165;
const DATETIME_ID = 166;

/** [numFmtId, fontId] per style, in STYLE order. */
const XFS: readonly (readonly [number, number])[] = [
  [0, 0],
  [0, 1],
  [4, 0],
  [3, 0],
  [PERCENT_ID, 0],
  [DATE_ID, 0],
  [DATETIME_ID, 0],
  [0, 1],
  [4, 1],
  [3, 1],
  [PERCENT_ID, 1],
];

export function stylesXml(): string {
  const xfs = XFS.map(
    ([fmt, font]) =>
      `<xf numFmtId="${fmt}" fontId="${font}" fillId="0" borderId="0" xfId="0"${fmt ? ' applyNumberFormat="1"' : ''}${font ? ' applyFont="1"' : ''}/>`,
  ).join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `<numFmts count="3"><numFmt numFmtId="${PERCENT_ID}" formatCode="0.00&quot;%&quot;"/>` +
    `<numFmt numFmtId="${DATE_ID}" formatCode="${DATE_FORMAT}"/>` +
    `<numFmt numFmtId="${DATETIME_ID}" formatCode="${DATETIME_FORMAT}"/></numFmts>` +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
    '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${XFS.length}">${xfs}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}
