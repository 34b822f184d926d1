/**
 * The company that runs the portal (seeded as `PORTAL_OPERATOR`): its reviewer decides company
 * changes, so a change's approval round names it as the approver.
 */
export const PLATFORM_COMPANY_ID = 'C000';
