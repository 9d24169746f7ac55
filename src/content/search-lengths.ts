/** What search results show of a title and a meta description: longer is cut off, shorter says too little. */
export const TITLE_LENGTH = { min: 10, max: 65 };
export const DESCRIPTION_LENGTH = { min: 50, max: 160 };
