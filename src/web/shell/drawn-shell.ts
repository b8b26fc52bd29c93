import { createContext } from 'react';

/**
 * True while rendering the HTML the server sends before the app's script runs (render-page-shell.tsx). A control
 * that only the app can carry out (the language picker) is drawn disabled there, so a tap before the app takes over
 * is not silently lost; links work as they are.
 */
export const DrawnShell = createContext(false);
