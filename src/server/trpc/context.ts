/** tRPC's context is the shared per-call context of src/server/http (also used by REST). */
export { createContext, createContextInner, type Context } from '../http/context';
