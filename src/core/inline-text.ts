/**
 * **bold** or [label](target): the small inline syntax marketers may use in text blocks. Its
 * view is components/inline.tsx; the words alone are here, for the build and the content check,
 * which render nothing.
 */
export const inlineSyntax = () => /\*\*(.+?)\*\*|\[(.+?)\]\(((?:\/|https?:\/\/|#|tel:|mailto:)[^)\s]*)\)/g;

/** The words `inline(text)` shows, without the markup: for structured data and text comparisons. */
export const inlineText = (text: string): string => text.replace(inlineSyntax(), (_, bold?: string, label?: string) => bold ?? label ?? '');
