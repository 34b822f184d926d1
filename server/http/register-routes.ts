import { registerLogin } from '../handlers/auth/login';
import { registerLogout } from '../handlers/auth/logout';
import { registerAreaList } from '../handlers/company/area-list';
import { registerCompanyDetail } from '../handlers/company/company-detail';
import { registerDictList } from '../handlers/company/dict-list';
import { registerPreferenceDetail } from '../handlers/preferences/preference-detail';
import { registerPreferenceEdit } from '../handlers/preferences/preference-edit';
import { registerCompanyBusinessType } from '../handlers/session/company-business-type';
import { registerPermissionMenus } from '../handlers/session/permission-menus';
import { registerUserInfo } from '../handlers/session/user-info';
import { registerInternationalList } from '../handlers/translations/international-list';
import { registerInternationalSave } from '../handlers/translations/international-save';
import type { ApiMount } from './server-context';

/** Every implemented endpoint; one line per declaration in src/api/endpoints. */
export function registerRoutes(api: ApiMount): void {
  registerLogin(api);
  registerLogout(api);
  registerCompanyBusinessType(api);
  registerUserInfo(api);
  registerPermissionMenus(api);
  registerCompanyDetail(api);
  registerDictList(api);
  registerAreaList(api);
  registerPreferenceDetail(api);
  registerPreferenceEdit(api);
  registerInternationalList(api);
  registerInternationalSave(api);
}
