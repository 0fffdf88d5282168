/** For the adapters (REST, tRPC), which reach the database only through services. */
export { isDatabaseUnavailable } from '../../db/health';
