/** SPEC §8's default error text, alone so a page can show it without loading the whole catalogue. */
export const DEFAULT_ERROR_TEXT = 'Something went wrong, please try again.';
