import type { ApiErrorData } from '../../shared/errors/api-error';
import type { CoreEvent } from '../../shared/events';
import { UNKNOWN_MESSAGE } from './transport-errors';

/** The catalogue's title of every failure notice ("Error"). */
export const ERROR_TITLE_KEY = 'common.error_title';

export interface HttpNotice {
  titleKey: string;
  message: string;
  messageKey?: string;
}

export type NoticeEvent = Extract<CoreEvent, { type: 'notice' }>;

export function noticeFromApiError(error: ApiErrorData): HttpNotice {
  return {
    titleKey: ERROR_TITLE_KEY,
    message: error.message || UNKNOWN_MESSAGE,
    ...(error.messageKey !== undefined ? { messageKey: error.messageKey } : {}),
  };
}

/** The catalogue shows request failures as warnings (spec 8: "a warning notice titled Error"). */
export function noticeEvent(notice: HttpNotice): NoticeEvent {
  return { type: 'notice', level: 'warn', ...notice };
}
