/** The four company roles of the UI: buyer, funder or supplier, otherwise director. */
export type UiCompanyRole = 'supplier' | 'buyer' | 'funder' | 'director';

export function uiCompanyRole(companyRole: string | null | undefined): UiCompanyRole {
  switch ((companyRole ?? '').toUpperCase()) {
    case 'SUPPLIER':
      return 'supplier';
    case 'BUYER':
      return 'buyer';
    case 'FUNDER':
      return 'funder';
    default:
      return 'director';
  }
}
