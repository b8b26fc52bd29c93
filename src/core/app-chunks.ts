/**
 * The id of the JSON script element listing the files a page's app needs: written by the server
 * (http/page-preloads.ts), read by the page's bootstrap (web/boot.ts). A module of its own with no imports, so the
 * bootstrap stays a few hundred bytes.
 */
export const appChunksElementId = 'app-chunks';
