// Inlined into every prerendered page's <head> by scripts/prerender.mjs (allowed by its
// hash in the CSP): runs before the body is parsed, so the first paint has the theme.
import { applyTheme, readTheme } from './theme';

applyTheme(document, readTheme());
