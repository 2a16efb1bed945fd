/** A widget's class name that keeps it off phone-sized screens (the shop reads it). */
export const HIDE_ON_MOBILE = 'hide-on-mobile';
