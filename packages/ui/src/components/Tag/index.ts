export { Tag, tagSizes, tagTones } from './Tag';
export type { TagProps, TagSize, TagTone } from './Tag';
