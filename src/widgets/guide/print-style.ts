import { createGlobalStyle } from 'styled-components';

/**
 * Printing the unlocked guide: only the guide, black on white, every tab and every How-To
 * section open, controls that do nothing on paper hidden, and web addresses written out.
 * Mounted with the guide, so it applies only while the guide is unlocked.
 */
export const GuidePrintStyle = createGlobalStyle`
  @media print {
    :root, :root.dark {
      --c-bg: #fff; --c-surface: #fff; --c-surface-alt: #fff; --c-text: #000; --c-muted: #222;
      --c-border: #999; --c-primary: #000; --c-primary-text: #fff; --c-accent: #000; --c-accent-text: #fff;
      --c-star: #000; --shadow: none; --shadow-lg: none;
      color-scheme: light;
    }
    @page { margin: 16mm 14mm; }
    html { font-size: 75% !important; }
    html, body { background: #fff !important; color: #000 !important; }
    /* Nav, footer, chat, floating buttons: everything that is not the page's main content. */
    body > :not(main), [data-print='hide'] { display: none !important; }
    main { min-height: 0 !important; }
    [data-guide] { padding: 0 !important; background: none !important; }
    [data-guide] * { background: transparent !important; box-shadow: none !important; color: #000 !important; transition: none !important; animation: none !important; }
    [data-guide] [role='tabpanel'][hidden]:not([data-print='hide']), [data-guide] [data-collapsible][hidden] { display: block !important; }
    [data-guide] [role='tabpanel'] { margin-top: 10mm; }
    [data-guide] [role='tabpanel']:first-of-type { margin-top: 6mm; }
    [data-guide] h1, [data-guide] h2, [data-guide] h3, [data-guide] h4 { break-after: avoid; page-break-after: avoid; }
    [data-guide] h2 { border-bottom: 1.5px solid #000; padding-bottom: 2mm; }
    [data-guide] article, [data-guide] li { break-inside: avoid; page-break-inside: avoid; }
    [data-guide] article { border: 1px solid #999 !important; }
    [data-guide] a { color: #000 !important; text-decoration: underline; }
    [data-guide] a[href^='http']::after { content: ' (' attr(href) ')'; font-size: 0.85em; overflow-wrap: anywhere; }
    [data-guide] button[aria-expanded] .chev { display: none; }
    [data-guide] ol li::before { background: none !important; color: #000 !important; border: 1px solid #000; }
    [data-guide] ul li::before { background: #000 !important; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  }
`;
