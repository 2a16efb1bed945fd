/** Products a page of a list adds. */
export const listPageSize = 24;
