/** The values of YAML texts (yaml-values.mjs): each text's value, or undefined for a text with an error. */
export function valuesOf(texts: string[]): ({ value: unknown } | undefined)[];
