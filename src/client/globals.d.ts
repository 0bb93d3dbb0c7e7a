/** The year of the build (vite.config.ts `define`): what the prerendered footer says. */
declare const __BUILD_YEAR__: number;
