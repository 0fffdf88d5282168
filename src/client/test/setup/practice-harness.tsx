import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from '../../lib/router';
import type { Practice, PracticePlan } from '../../../shared/schemas/practice';
import { trpc } from '../../lib/trpc';
import type { AppRouter } from '../../../server/trpc/router';

/** A tRPC procedure answered in the test: its data, or a thrown `{ appCode, httpStatus }`. */
export type Handlers = Record<string, (input: unknown) => unknown>;

/** Calls the components made: [path, input]. */
export type Calls = Array<[string, unknown]>;

export class AppCodeError extends Error {
  constructor(
    readonly appCode: string,
    readonly httpStatus: number,
  ) {
    super(appCode);
  }
}

/** A link that answers from `handlers` (no network); unknown procedures never answer. */
function fakeLink(handlers: Handlers, calls: Calls): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        calls.push([op.path, op.input]);
        const handler = handlers[op.path];
        if (!handler) return () => undefined;
        Promise.resolve()
          .then(() => handler(op.input))
          .then(
            (data) => {
              // A subscription's handler answers its events (each tracked: { id, data }).
              const events = op.type === 'subscription' && Array.isArray(data) ? data : [data];
              events.forEach((event, i) => observer.next({ result: { type: 'data', data: op.type === 'subscription' ? { id: String(i + 1), data: event } : event } }));
              observer.complete();
            },
            (err: unknown) => {
              const e = err instanceof AppCodeError ? err : new AppCodeError('common.internal', 500);
              observer.error(
                TRPCClientError.from({ error: { message: e.appCode, code: -32600, data: { appCode: e.appCode, httpStatus: e.httpStatus } } } as never),
              );
            },
          );
        return () => undefined;
      });
}

/** Where the router is now (tests read navigations from it). */
export const locationRef: { current: string } = { current: '' };

function LocationProbe() {
  const location = useLocation();
  locationRef.current = location.pathname + location.search;
  return null;
}

export function PracticeHarness({ children, handlers, calls, path = '/' }: { children: ReactNode; handlers: Handlers; calls: Calls; path?: string }) {
  const client = createTRPCClient<AppRouter>({ links: [fakeLink(handlers, calls)] }) as never;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <MantineProvider env="test">
      <trpc.Provider client={client} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <LocationProbe />
            {children}
          </MemoryRouter>
        </QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}

export const PLAN_ID = '00000000-0000-4000-8000-0000000000a1';
export const COACH_ID = '00000000-0000-4000-8000-0000000000c1';
let seq = 0;

export function makePractice(status: Practice['status'], extra: Partial<Practice> = {}): Practice {
  seq += 1;
  const id = `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
  return {
    id,
    plan_id: PLAN_ID,
    name: `Ask them out ${seq}`,
    status,
    progress: 0,
    end_type: null,
    skip_report: false,
    report_card_title: null,
    session: status === 'pending' || status === 'preparing' ? null : { id: `10000000-0000-4000-8000-${String(seq).padStart(12, '0')}`, updated_at: '2030-01-01T00:00:00.000Z' },
    mood: null,
    first_succeed_time: null,
    restarted_from_id: null,
    deleted: false,
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: `2030-01-01T0${seq % 10}:00:00.000Z`,
    details: {
      title: 'Ask them out',
      scenario: 'After class, you walk out together.',
      success_condition: 'They agree to a specific plan.',
      failure_condition: 'You pressure them after a no.',
      you_will_learn: [
        { emoji: '🎯', content: 'Make a clear, specific invite' },
        { emoji: '🙂', content: 'Keep it light' },
      ],
      simulated_role: 'Your crush',
    },
    ...extra,
  };
}

export function makePlan(practices: Practice[], extra: Partial<PracticePlan> = {}): PracticePlan {
  return {
    id: PLAN_ID,
    name: 'Asking my crush out',
    description: 'Rehearse it',
    status: 'pending',
    is_succeed: false,
    failure_reason: null,
    first_succeed_time: null,
    coach: { session: { id: COACH_ID, name: null } },
    practices,
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
    ...extra,
  };
}
