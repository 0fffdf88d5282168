/**
 * The id of the `<script type="application/json">` in which the server hands every page the data
 * its first render shows (the agent catalogue, the public app config): the pre-rendered markup was
 * rendered from it, and the browser seeds its query cache from it before hydrating.
 */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';
