import type { HttpClient } from '../../api/http/client';
import { areaList, type Area } from '../../api/endpoints/company/area-list';
import { SEARCH_PAGE } from './search-limits';

/** Han characters only ever occur in the Chinese name; anything else is searched in English. */
const HAN = /\p{Script=Han}/u;

/**
 * Countries (or, with `parentCode`, the areas under one) whose name contains the text. The area
 * list answers every match, so only the first page's worth crosses to the UI.
 */
export async function searchAreas(
  http: HttpClient,
  text: string,
  parentCode?: string,
): Promise<Area[]> {
  const t = text.trim();
  const name = HAN.test(t) ? { nameCn: t } : { nameEn: t };
  const scope = parentCode ? { parentCode } : { type: 'COUNTRY' as const };
  const areas = await http.call(areaList, { body: { ...scope, ...name } });
  return areas.slice(0, SEARCH_PAGE.pageSize);
}
