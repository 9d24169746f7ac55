import { createContext, useContext } from 'react';

/**
 * Whether the guide is the server's answer to a browser without script (src/server/guide/page.ts):
 * then controls only script could run (copy, toggles, alerts, search) are not rendered at all.
 */
export const StaticGuide = createContext(false);
export const useStaticGuide = () => useContext(StaticGuide);
