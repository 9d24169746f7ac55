/**
 * What a new connection's first round trip carries: TCP's first window, 10 segments of 1,460
 * bytes (RFC 6928), as Lighthouse's simulated phone counts it. A page whose answer (status line,
 * headers and compressed HTML) fits arrives whole in it; one byte more and its first paint waits
 * a round trip longer (150 ms on that phone).
 */
export const FIRST_WINDOW_BYTES = 10 * 1460;
