/** Keys of what the browser keeps in its storage (SPEC §9), and the values SPEC §4 allows. */
export const STORAGE_KEYS = { userInfo: 'user_info', loginAction: 'login_action' } as const;

/** Where the login dialog was opened from (SPEC §4, stored under `login_action`). */
export const LOGIN_ACTIONS = ['limit_normal', 'limit_simulator', 'payment', 'plugin'] as const;
