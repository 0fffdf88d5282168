/** Site metadata shown in the UI: one source, shared with the server (src/shared/site/site.ts). */
export { SITE } from '../../shared/site/site';
