export { createNoticeCenter } from './noticeCenter.js';
export type { NoticeCenter, NoticeCenterOptions, NoticeEntry } from './noticeCenter.js';
export { noticeTranslation } from './noticeText.js';
export type { NoticeTranslation } from './noticeText.js';
export { NoticeHost } from './NoticeHost.js';
export type { NoticeHostProps } from './NoticeHost.js';
export { NotifyContext, useNotify } from './notifyContext.js';
