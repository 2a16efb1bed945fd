export { Notice, noticeTones, noticeVariants } from './Notice';
export type { NoticeAnnouncement, NoticeProps, NoticeTone, NoticeVariant } from './Notice';
