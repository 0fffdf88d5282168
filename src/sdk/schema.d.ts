/**
 * Generated from the OpenAPI document by openapi-typescript (`bun run openapi:generate`).
 * Do not edit: change the REST routes or their schemas, then regenerate.
 */

export interface paths {
    "/api/auth/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user with usage limits and subscriptions (401 without a session) */
        get: operations["getAuthStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/temporary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a guest user and its session (rate-limited per IP) */
        post: operations["postAuthTemporary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/email/send-verification-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a 6-digit sign-in code (same answer for known and unknown emails); needs a human-check token (action send_code) in the x-human-check-token header when Turnstile is on */
        post: operations["postAuthEmailSendVerificationCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/email/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with the emailed code; rotates the session and moves a guest's data to the account */
        post: operations["postAuthEmailLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google/callback/id-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a Google ID token (JSON or form-encoded `credential`) */
        post: operations["postAuthGoogleCallbackIdToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/timezone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the user's IANA time zone (daily limits reset at local midnight) */
        put: operations["putAuthTimezone"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the current session and clear its cookie */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The selectable advisor agents (retired ones hidden), default first */
        get: operations["getAgent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One agent by id or slug */
        get: operations["getAgentId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's chats, newest first (offset/limit, or the keyset `cursor` from next_cursor) */
        get: operations["getSession"];
        put?: never;
        /** Create a chat with an agent (default agent when none is named) */
        post: operations["postSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a chat */
        put: operations["putSessionId"];
        /** Create a chat with a client-chosen id (repeating it answers the same chat) */
        post: operations["postSessionId"];
        /** Delete a chat (a running reply in it is stopped first) */
        delete: operations["deleteSessionId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/showcase/{showcaseId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open an example conversation as your own chat (question and answer included) */
        post: operations["postSessionShowcaseShowcaseId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/agent/{agentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a chat with the given agent (id or slug) */
        post: operations["postSessionAgentAgentId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/{id}/auto-rename": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Title the chat from its first exchange; answers the name */
        put: operations["putSessionIdAutoRename"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/{id}/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A chat's messages in order, with the chat (an empty chat answers page 1, page_size 10) */
        get: operations["getSessionIdMessage"];
        put?: never;
        /** Send a message; answers the reply as server-sent events ending with `data: [DONE]` */
        post: operations["postSessionIdMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/{id}/message/{messageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a message (a streaming reply is stopped first). A version of an edited message goes with its branch (what followed it) and the chat shows the version before it, else the one after */
        delete: operations["deleteSessionIdMessageMessageId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/{id}/message/{messageId}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Toggle the like of a message (or set it with `{ liked }`) */
        put: operations["putSessionIdMessageMessageIdLike"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/{id}/message/{messageId}/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write the latest reply anew: the same message id, version + 1 (earlier versions kept); SSE like a send */
        post: operations["postSessionIdMessageMessageIdRegenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/{id}/message/{messageId}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Edit a message of the active branch and resend it: a new version of it starts a new branch (the old one kept); SSE of the new reply like a send */
        post: operations["postSessionIdMessageMessageIdEdit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/{id}/message/{messageId}/branch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Show the branch of the chat that goes through this version of an edited message (its `branch.ids`); answers the chat's messages as they now read */
        put: operations["putSessionIdMessageMessageIdBranch"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/{id}/message/{messageId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Follow a reply (resume after `last_event_id` or the Last-Event-ID header); SSE */
        get: operations["getSessionIdMessageMessageIdEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/{id}/message/{messageId}/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop a streaming reply; it keeps what was written */
        post: operations["postSessionIdMessageMessageIdStop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/{id}/message/{messageId}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every version of a regenerated reply, oldest first */
        get: operations["getSessionIdMessageMessageIdVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/memory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's memory items, most recently changed first, with the total */
        get: operations["getMemory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/memory/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a memory item's text (1-500 characters); undoable */
        put: operations["putMemoryId"];
        post?: never;
        /** Delete a memory item (undoable) */
        delete: operations["deleteMemoryId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/memory/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo the item's latest change (add, update, edit or delete); item is null when the undo removed it */
        post: operations["postMemoryIdUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/memory/{id}/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Learn from an exchange of the chat {id}: applies and returns the memory cards (add, update, delete); 60 s */
        post: operations["postMemoryIdGenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attachment/presigned-url/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An upload URL for one screenshot (jpg, jpeg, png, gif or webp): PUT the file body to `url` within 5 minutes, then reference the upload by `file_name` in a message */
        get: operations["getAttachmentPresignedUrlName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attachment/batch-presigned-urls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload URLs for up to 5 screenshots: body is the list of file names (or `{ file_names }`); answers the list in the same order */
        post: operations["postAttachmentBatchPresignedUrls"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The PLUS prices (weekly, monthly, annual), the trial length and the billing mode */
        get: operations["getSubscriptionPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Where to pay for a PLUS price → {url}; session_id = your chat to come back to. Signed-in users; the first subscription starts with a trial */
        post: operations["postSubscriptionCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where to manage your subscription → {url}: Stripe’s customer portal (optionally on the update or cancel flow) or the test-mode manage page */
        get: operations["getSubscriptionPortal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your subscription as the manage dialog shows it (plan, pending downgrade, trial end) */
        get: operations["getSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe webhook: the Stripe-Signature header is verified over the raw body; each event id is applied once */
        post: operations["postSubscriptionWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What changing to {price_id} would do: upgrade at once with a prorated credit, or downgrade at renewal (local test mode only; 404 with Stripe) */
        post: operations["postSubscriptionPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change your PLUS plan {price_id} (local test mode only; 404 with Stripe) */
        post: operations["postSubscriptionUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel at the end of the period: Plus until then, no renewal (local test mode only; 404 with Stripe) */
        post: operations["postSubscriptionCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw a cancel before the period ends (local test mode only; 404 with Stripe) */
        post: operations["postSubscriptionResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/local-checkout/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your test-mode checkouts (local test mode only; 404 with Stripe) */
        get: operations["getSubscriptionLocalCheckoutId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/local-checkout/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay a test-mode checkout with a test card {card_number} → {url} to return to (local test mode only; 404 with Stripe) */
        post: operations["postSubscriptionLocalCheckoutIdComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practice-plan/create-empty": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a practice plan with its coach chat (stream the coach welcome next) */
        post: operations["postPracticePlanCreateEmpty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practice-plan/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts of plans in progress and completed */
        get: operations["getPracticePlanStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practice-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's plans, newest first (default filter: pending, in_progress, succeed, failed, deprecated) */
        get: operations["getPracticePlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practice-plan/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One plan with its practices and coach chat */
        get: operations["getPracticePlanId"];
        put?: never;
        /** Start the plan: its first ready practice begins (a running one is left as it is) */
        post: operations["postPracticePlanId"];
        /** Delete a plan with its coach and practice chats */
        delete: operations["deletePracticePlanId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practice-plan/{id}/rename": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a plan */
        put: operations["putPracticePlanIdRename"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practice-plan/{id}/welcome-message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The coach's welcome as server-sent events (once per plan; asking again replays it) */
        post: operations["postPracticePlanIdWelcomeMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practice-plan/{id}/practices/{practiceId}/welcome-message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The simulated person's opening line as server-sent events (after start) */
        post: operations["postPracticePlanIdPracticesPracticeIdWelcomeMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practice-plan/{id}/practices/{practiceId}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** pending → in_progress (a second start while it runs is ignored) */
        post: operations["postPracticePlanIdPracticesPracticeIdStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practice-plan/{id}/practices/{practiceId}/restart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A fresh practice from the same details, started (the old one stays in history) */
        post: operations["postPracticePlanIdPracticesPracticeIdRestart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practice-plan/{id}/practices/{practiceId}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End by hand (failed, manual) as server-sent events: report or report_skipped, then end */
        post: operations["postPracticePlanIdPracticesPracticeIdEnd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practice-plan/{id}/practices/{practiceId}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The insight report (generated once, ≤ 60 s, then served from storage) */
        get: operations["getPracticePlanIdPracticesPracticeIdReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/simulator/agent/{agentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The people an agent can simulate (empty for agents without the simulator capability) */
        get: operations["getSimulatorAgentAgentId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/simulator/prepare/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a simulation's setup in an advisor chat: the advisor asks who the person is (kind start) */
        post: operations["postSimulatorPrepareId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/simulator/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a simulation and its chat */
        delete: operations["deleteSimulatorId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/simulator/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Begin a simulation: the AI plays the person described during setup */
        post: operations["postSimulatorSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/simulator/{simId}/session/{sessionId}/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A simulation's messages */
        get: operations["getSimulatorSimIdSessionSessionIdMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/simulator/welcome-message/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The simulated person's first line as server-sent events (kind welcome) */
        post: operations["postSimulatorWelcomeMessageId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/simulator/session/{id}/close/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Close the simulation; the advisor's hand-back streams into its chat (kind summary) */
        put: operations["putSimulatorSessionIdCloseSummary"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/simulator/session/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Close the simulation without a hand-back */
        put: operations["putSimulatorSessionIdClose"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI 3.1 document */
        get: operations["getOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/u/{userId}/{fileName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload a screenshot: PUT the file body to the presigned `url` (use it as given, query included)
         * @description The second step of an upload. Take `url` from `GET /api/attachment/presigned-url/{name}`
         *     (or the batch call) and PUT the raw bytes with their `Content-Type` within 5 minutes: 5242880
         *     bytes (5 MB) at most, a jpg, jpeg, png, gif, webp image by its bytes, sane pixel size; clients give up
         *     after 30 s. 200 means the file was checked and may be used in a message by its
         *     `file_name`. The signature in the query is the credential: no cookie or token. With S3 storage
         *     (`S3_BUCKET`) the url points to the bucket, which answers 200 with an empty body; the file is checked
         *     when a message uses it.
         */
        put: operations["putUpload"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Every error: `{ "error": { code, message, status, tag } }` with the HTTP status of its catalogue code */
        Error: {
            error: {
                /**
                 * @description Catalogue code (`<domain>.<reason>`): show texts by code
                 * @enum {string}
                 */
                code: "common.internal" | "common.invalid_input" | "common.not_found" | "common.payload_too_large" | "common.forbidden_origin" | "common.unsupported_media_type" | "common.method_not_allowed" | "common.uri_too_long" | "common.headers_too_large" | "common.batch_too_large" | "common.rate_limited" | "auth.unauthorized" | "auth.email_too_long" | "auth.email_invalid" | "auth.email_leading_period" | "auth.code_format" | "auth.invalid_code" | "auth.code_already_sent" | "auth.too_many_attempts" | "auth.google_invalid" | "auth.google_disabled" | "auth.mail_unavailable" | "agent.not_found" | "session.not_found" | "session.chat_limit" | "showcase.not_found" | "message.not_found" | "message.empty" | "message.too_long" | "message.too_many_images" | "reply.in_progress" | "reply.too_many_running" | "reply.not_regenerable" | "reply.ai_busy" | "reply.screenshots_busy" | "reply.provider_failed" | "reply.idle_timeout" | "reply.timeout" | "reply.too_large" | "reply.interrupted" | "reply.server_busy" | "service.unavailable" | "usage.limit_reached_guest" | "usage.limit_reached" | "usage.unusual" | "upload.not_found" | "upload.too_large" | "upload.unsupported_type" | "upload.invalid_image" | "upload.url_expired" | "upload.too_many" | "upload.presign_failed" | "human_check.failed" | "human_check.unavailable" | "memory.not_found" | "memory.nothing_to_undo" | "memory.generation_failed" | "memory.timeout" | "practice.plan_not_found" | "practice.not_found" | "practice.not_ready" | "practice.already_ended" | "practice.not_active" | "practice.plan_empty" | "practice.report_not_ready" | "practice.report_skipped" | "practice.report_failed" | "practice.report_timeout" | "simulator.not_found" | "simulator.not_available" | "simulator.session_not_found" | "simulator.session_closed" | "billing.unavailable" | "billing.sign_in_required" | "billing.invalid_price" | "billing.already_subscribed" | "billing.no_subscription" | "billing.same_plan" | "billing.checkout_not_found" | "billing.checkout_closed" | "billing.card_declined" | "billing.webhook_invalid" | "billing.provider_failed";
                /** @description The user-facing text of the code */
                message: string;
                /** @description The HTTP status */
                status: number;
                /** @description Which limit or feature, when the code needs it (e.g. `send_message`) */
                tag: string | null;
            };
        };
        User: {
            /** Format: uuid */
            id: string;
            name: string | null;
            email: string | null;
            avatar: string | null;
            /** @description The session token (send it as `Authorization: Bearer`), present only in the answer that issued it; stored hashed */
            token: string | null;
            /** @description A guest */
            is_temporary: boolean;
            has_trialed: boolean;
            created_at: string;
            is_first_day: boolean;
            usage_limits: {
                send_message: {
                    current_usage: number;
                    /** @description null = unlimited (Plus) */
                    max_usage: number | null;
                    /** @description ISO time of the next reset: the user's next local midnight */
                    next_reset_time: string;
                    can_use: boolean;
                };
                send_message_for_practice: {
                    current_usage: number;
                    /** @description null = unlimited (Plus) */
                    max_usage: number | null;
                    /** @description ISO time of the next reset: the user's next local midnight */
                    next_reset_time: string;
                    can_use: boolean;
                };
            };
            subscriptions: {
                id: string;
                status: string;
                description: string | null;
                product_id: string | null;
                interval: string | null;
                interval_count: number | null;
                created: string;
                start_date: string | null;
                ended_at: string | null;
                cancel_at: string | null;
                cancel_at_period_end: boolean;
                billing_cycle_anchor: string | null;
                current_period_start: string | null;
                current_period_end: string | null;
            }[];
        };
        Agent: {
            /** Format: uuid */
            id: string;
            slug: string;
            name: string;
            description: string;
            capabilities: ("text" | "image" | "simulator")[] | null;
            created_at: string;
            image_url: string | null;
            guide: {
                text: string;
                /** @enum {string} */
                style: "normal" | "bold";
            }[];
            removed: boolean;
            image_bg_color: string | null;
            image_text_color: string | null;
            simulator_name: string | null;
            simulator_description: string | null;
            alias: string | null;
            is_default: boolean;
        };
        Session: {
            /** Format: uuid */
            id: string;
            name: string | null;
            /** @enum {string} */
            type: "normal" | "simulator" | "practice" | "practice_coach" | "rednote";
            agent: {
                /** Format: uuid */
                id: string;
                slug: string;
                name: string;
                image_url: string | null;
            };
            created_at: string;
            updated_at: string;
            message_count: number;
            last_message: string | null;
            /** @description Where the web client shows it: /chat/{agentSlug}/{sessionId} */
            url: string;
        };
        Message: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            session_id: string;
            /** @enum {string} */
            role: "user" | "assistant";
            /**
             * @description A bot message: thinking, then responding, then completed; or failed (see error)
             * @enum {string}
             */
            status: "thinking" | "responding" | "completed" | "failed";
            created_at: string;
            /** @description The typed pieces of the message, in order */
            items: components["schemas"]["MessageItem"][];
            used_capabilities: string[];
            extra_data: components["schemas"]["MessageExtraData"];
            native_receive: boolean;
            liked: boolean;
            /** @description 1, then +1 per regenerate (the id stays; earlier versions at …/versions) */
            version: number;
            references: {
                content: string;
                /** @enum {string} */
                source_type: "input" | "normal";
            }[];
            /** @description Why a failed reply failed: catalogue code and the text shown */
            error: {
                code: string;
                message: string;
            } | null;
            /** @description An edited message: the ids of its versions, oldest first, each the start of a branch of the chat; index is the one shown (PUT …/branch shows another) */
            branch?: {
                ids: string[];
                index: number;
            };
        };
        MessageItem: {
            id: string;
            /** @constant */
            type: "text";
            content: string;
            /** @enum {string} */
            source_type?: "input" | "normal";
        } | {
            id: string;
            /** @constant */
            type: "image";
            content: string;
            imageStatus: {
                /** @enum {string} */
                status: "uploading" | "completed" | "failed";
                imageUrl: string | null;
                imageName: string | null;
                originUrl: string | null;
                originName: string | null;
            };
        } | {
            id: string;
            /** @constant */
            type: "reasoning_content";
            content: string;
        } | {
            id: string;
            /** @constant */
            type: "reply_suggestions";
            content: components["schemas"]["ReplySuggestion"][];
            at?: number;
        } | {
            id: string;
            /** @constant */
            type: "screenshot_transcript";
            content: {
                images: number;
                lines: {
                    /** @enum {string} */
                    speaker: "them" | "you";
                    text: string;
                }[];
            };
        } | {
            id: string;
            /** @constant */
            type: "simulator";
            content: {
                [key: string]: unknown;
            };
        } | {
            id: string;
            /** @constant */
            type: "simulator_session";
            content: {
                [key: string]: unknown;
            };
        } | {
            id: string;
            /** @constant */
            type: "practice_plan_created";
            content: {
                [key: string]: unknown;
            };
        } | {
            id: string;
            /** @constant */
            type: "report";
            content: {
                [key: string]: unknown;
            };
        };
        ReplySuggestion: {
            tone: string;
            text: string;
            why: string;
        };
        MessageExtraData: {
            simulator_setup_message_type?: ("start" | "ready" | "collection" | "summary" | "advisor" | "welcome") | null;
            practice_message_type?: string | null;
            practice_turn?: {
                practice_id: string;
                /** @enum {string} */
                rating: "great" | "ok" | "risky";
                reason: string;
                delta: number;
                progress: number;
            } | null;
            feedback?: {
                /** @constant */
                rating: "down";
                reason: string | null;
            } | null;
        };
        MemoryItem: {
            /** Format: uuid */
            id: string;
            content: string;
            reason: string | null;
            created_at: string;
            updated_at: string;
            last_call_at: string | null;
        };
        MemoryCard: {
            /** @enum {string} */
            type: "add" | "update" | "delete";
            memory: components["schemas"]["MemoryItem"];
            content?: string;
            new_content?: string;
        };
        PresignedUrl: {
            /** @description The stored name, chosen by the server: reference the upload by it in a message's image item */
            file_name: string;
            /** @description PUT the file body here with its content type within 5 minutes (HTTP 200 on success); relative to the app, or absolute (S3) */
            url: string;
        };
        PracticePlan: {
            /** Format: uuid */
            id: string;
            name: string | null;
            description: string | null;
            /** @enum {string} */
            status: "preparing" | "pending" | "in_progress" | "succeed" | "failed" | "deleted" | "deprecated";
            is_succeed: boolean;
            failure_reason: string | null;
            first_succeed_time: string | null;
            coach: {
                session: {
                    /** Format: uuid */
                    id: string;
                    name: string | null;
                };
            };
            practices: components["schemas"]["Practice"][];
            created_at: string;
            updated_at: string;
        };
        Practice: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            plan_id: string;
            name: string | null;
            /**
             * @description pending → in_progress (start) → succeed or failed
             * @enum {string}
             */
            status: "preparing" | "pending" | "in_progress" | "succeed" | "failed";
            /** @description Towards the success condition; 100 = succeed */
            progress: number;
            /** @description manual: ended by hand; auto: the conversation decided */
            end_type: ("manual" | "auto") | null;
            skip_report: boolean;
            report_card_title: string | null;
            /** @description The practice's chat (send its lines there with session_type practice); null until started */
            session: {
                /** Format: uuid */
                id: string;
                updated_at: string;
            } | null;
            mood: string | null;
            first_succeed_time: string | null;
            restarted_from_id: string | null;
            deleted: boolean;
            created_at: string;
            updated_at: string;
            details: {
                title: string;
                scenario: string;
                success_condition: string;
                failure_condition: string;
                you_will_learn: {
                    emoji: string;
                    content: string;
                }[];
                simulated_role: string;
            } | null;
        };
        PracticeReport: {
            /** Format: uuid */
            practice_id: string;
            start_tip: string;
            end_tip: string;
            good_response: {
                scenario: string;
                your_response: string;
                coach_insight: string;
            }[];
            bad_response: {
                scenario: string;
                your_response: string;
                better_approach: string;
                coach_insight: string;
            }[];
            expert_advice: {
                title: string;
                content: string;
            }[];
            takeaway: {
                icon: string;
                title: string;
                content: string;
            }[];
            created_at: string;
        };
        Simulator: {
            /** Format: uuid */
            id: string;
            name: string;
            first_prompt: string;
            /** Format: uuid */
            agent_id: string;
            agent: {
                /** Format: uuid */
                id: string;
                slug: string;
                name: string;
            };
            persona_label: string;
        };
        SimulatorSession: {
            /** Format: uuid */
            id: string;
            name: string | null;
            /** Format: uuid */
            simulator_id: string;
            /** Format: uuid */
            normal_session_id: string;
            chat_session_id: string | null;
            /** @enum {string} */
            status: "open" | "closed";
            summary: string | null;
            persona: string | null;
            simulator: components["schemas"]["Simulator"];
            created_at: string;
            updated_at: string;
        };
        /** @description One event of a streamed reply: the `id:`, `event:` and `data:` (JSON) lines of one SSE frame */
        ReplyEvent: {
            /** @description Monotonic per reply from 1: the SSE `id:`; resume after it with Last-Event-ID */
            id: number;
            /**
             * @description The SSE `event:` name; `end` is the last event before `data: [DONE]`
             * @enum {string}
             */
            event: "message" | "end" | "practice_plan_updating";
            data: components["schemas"]["ReplyEventData"];
        };
        ReplyEventData: {
            /** @constant */
            type: "start";
            content: {
                version: number;
                reply_to_id: string | null;
            };
            /**
             * Format: uuid
             * @description The bot message this reply writes
             */
            message_id: string;
            /** Format: uuid */
            session_id: string;
            /** @enum {string} */
            session_type: "normal" | "simulator" | "practice" | "practice_coach" | "rednote";
            extra_data: components["schemas"]["MessageExtraData"];
        } | {
            /** @constant */
            type: "text";
            content: string;
            /**
             * Format: uuid
             * @description The bot message this reply writes
             */
            message_id: string;
            /** Format: uuid */
            session_id: string;
            /** @enum {string} */
            session_type: "normal" | "simulator" | "practice" | "practice_coach" | "rednote";
            extra_data: components["schemas"]["MessageExtraData"];
        } | {
            /** @constant */
            type: "reasoning_content";
            content: string;
            /**
             * Format: uuid
             * @description The bot message this reply writes
             */
            message_id: string;
            /** Format: uuid */
            session_id: string;
            /** @enum {string} */
            session_type: "normal" | "simulator" | "practice" | "practice_coach" | "rednote";
            extra_data: components["schemas"]["MessageExtraData"];
        } | {
            /** @constant */
            type: "screenshot_transcript";
            content: {
                images: number;
                lines: {
                    /** @enum {string} */
                    speaker: "them" | "you";
                    text: string;
                }[];
            };
            /**
             * Format: uuid
             * @description The bot message this reply writes
             */
            message_id: string;
            /** Format: uuid */
            session_id: string;
            /** @enum {string} */
            session_type: "normal" | "simulator" | "practice" | "practice_coach" | "rednote";
            extra_data: components["schemas"]["MessageExtraData"];
        } | {
            /** @constant */
            type: "reply_suggestions";
            content: components["schemas"]["ReplySuggestion"][];
            /**
             * Format: uuid
             * @description The bot message this reply writes
             */
            message_id: string;
            /** Format: uuid */
            session_id: string;
            /** @enum {string} */
            session_type: "normal" | "simulator" | "practice" | "practice_coach" | "rednote";
            extra_data: components["schemas"]["MessageExtraData"];
        } | {
            /** @constant */
            type: "practice_plan_updating";
            content: {
                /** Format: uuid */
                plan_id: string;
            };
            /**
             * Format: uuid
             * @description The bot message this reply writes
             */
            message_id: string;
            /** Format: uuid */
            session_id: string;
            /** @enum {string} */
            session_type: "normal" | "simulator" | "practice" | "practice_coach" | "rednote";
            extra_data: components["schemas"]["MessageExtraData"];
        } | {
            /** @constant */
            type: "practice_plan_updated";
            content: components["schemas"]["PracticePlan"];
            /**
             * Format: uuid
             * @description The bot message this reply writes
             */
            message_id: string;
            /** Format: uuid */
            session_id: string;
            /** @enum {string} */
            session_type: "normal" | "simulator" | "practice" | "practice_coach" | "rednote";
            extra_data: components["schemas"]["MessageExtraData"];
        } | {
            /** @constant */
            type: "practice_turn";
            content: {
                /** Format: uuid */
                practice_id: string;
                /** @enum {string} */
                rating: "great" | "ok" | "risky";
                reason: string;
                delta: number;
                progress: number;
                /** Format: uuid */
                user_message_id: string;
                practice: components["schemas"]["Practice"];
            };
            /**
             * Format: uuid
             * @description The bot message this reply writes
             */
            message_id: string;
            /** Format: uuid */
            session_id: string;
            /** @enum {string} */
            session_type: "normal" | "simulator" | "practice" | "practice_coach" | "rednote";
            extra_data: components["schemas"]["MessageExtraData"];
        } | {
            /** @constant */
            type: "completed";
            content: {
                message: components["schemas"]["Message"];
                stopped: boolean;
                practice?: components["schemas"]["Practice"];
            };
            /**
             * Format: uuid
             * @description The bot message this reply writes
             */
            message_id: string;
            /** Format: uuid */
            session_id: string;
            /** @enum {string} */
            session_type: "normal" | "simulator" | "practice" | "practice_coach" | "rednote";
            extra_data: components["schemas"]["MessageExtraData"];
        } | {
            /** @constant */
            type: "failed";
            content: {
                /** @description Catalogue code (src/shared/errors.ts) */
                code: string;
                message: string;
            };
            /**
             * Format: uuid
             * @description The bot message this reply writes
             */
            message_id: string;
            /** Format: uuid */
            session_id: string;
            /** @enum {string} */
            session_type: "normal" | "simulator" | "practice" | "practice_coach" | "rednote";
            extra_data: components["schemas"]["MessageExtraData"];
        };
        /** @description One event of the practice end stream: one SSE frame */
        PracticeEvent: {
            /** @description Monotonic from 1: the SSE `id:` */
            id: number;
            /** @enum {string} */
            event: "message" | "end";
            data: components["schemas"]["PracticeEventData"];
        };
        PracticeEventData: {
            /** @constant */
            type: "report";
            content: components["schemas"]["PracticeReport"];
            /** Format: uuid */
            practice_id: string;
            /** @description Always null: these events are about the practice, not a message */
            message_id: null;
            /** @description The practice's chat */
            session_id: string | null;
            /** @constant */
            session_type: "practice";
            extra_data: components["schemas"]["MessageExtraData"];
        } | {
            /** @constant */
            type: "report_skipped";
            content: {
                /** Format: uuid */
                practice_id: string;
            };
            /** Format: uuid */
            practice_id: string;
            /** @description Always null: these events are about the practice, not a message */
            message_id: null;
            /** @description The practice's chat */
            session_id: string | null;
            /** @constant */
            session_type: "practice";
            extra_data: components["schemas"]["MessageExtraData"];
        } | {
            /** @constant */
            type: "report_failed";
            content: {
                /** @description Catalogue code (src/shared/errors.ts) */
                code: string;
                message: string;
            };
            /** Format: uuid */
            practice_id: string;
            /** @description Always null: these events are about the practice, not a message */
            message_id: null;
            /** @description The practice's chat */
            session_id: string | null;
            /** @constant */
            session_type: "practice";
            extra_data: components["schemas"]["MessageExtraData"];
        } | {
            /** @constant */
            type: "practice_ended";
            content: {
                practice: components["schemas"]["Practice"];
            };
            /** Format: uuid */
            practice_id: string;
            /** @description Always null: these events are about the practice, not a message */
            message_id: null;
            /** @description The practice's chat */
            session_id: string | null;
            /** @constant */
            session_type: "practice";
            extra_data: components["schemas"]["MessageExtraData"];
        };
    };
    responses: {
        /** @description Any other error (5xx): the same envelope; `Retry-After` on 503 */
        ErrorDefault: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "common.internal" | "reply.interrupted" | "upload.presign_failed";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
        /**
         * @description Error 400. Catalogue codes with this status (which apply depends on the operation):
         *     - `common.invalid_input`: Please check what you entered and try again.
         *     - `common.batch_too_large`: Too many calls in one request: send at most 20 at a time.
         *     - `auth.email_too_long`: Email address is too long
         *     - `auth.email_invalid`: Please enter a valid email address
         *     - `auth.email_leading_period`: Email cannot start with a period
         *     - `auth.code_format`: Invalid verification code
         *     - `auth.invalid_code`: Incorrect or expired verification code
         *     - `message.empty`: Type a message or add a photo first.
         *     - `message.too_long`: Your message is too long: please keep it under 10,000 characters.
         *     - `message.too_many_images`: Sorry, you can add at most 5 photos to a message.
         *     - `upload.too_large`: File size must be less than 5MB
         *     - `upload.invalid_image`: This image couldn't be read: it may be damaged or too large in pixels. Please try another screenshot.
         *     - `upload.too_many`: Sorry, you can add at most 5 photos to a message.
         *     - `simulator.not_available`: This advisor can't simulate a conversation.
         *     - `billing.invalid_price`: This plan is not available. Please choose another one.
         *     - `billing.card_declined`: Your card was declined.
         *     - `billing.webhook_invalid`: Invalid webhook signature.
         */
        Error400: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "common.invalid_input" | "common.batch_too_large" | "auth.email_too_long" | "auth.email_invalid" | "auth.email_leading_period" | "auth.code_format" | "auth.invalid_code" | "message.empty" | "message.too_long" | "message.too_many_images" | "upload.too_large" | "upload.invalid_image" | "upload.too_many" | "simulator.not_available" | "billing.invalid_price" | "billing.card_declined" | "billing.webhook_invalid";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
        };
        /**
         * @description Error 401. Catalogue codes with this status (which apply depends on the operation):
         *     - `auth.unauthorized`: Please sign in to continue.
         *     - `auth.google_invalid`: We couldn't verify your Google sign-in. Please try again.
         *     - `human_check.failed`: Please complete the human check and try again.
         */
        Error401: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "auth.unauthorized" | "auth.google_invalid" | "human_check.failed";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
        };
        /**
         * @description Error 403. Catalogue codes with this status (which apply depends on the operation):
         *     - `common.forbidden_origin`: This request can't be made from another site.
         *     - `session.chat_limit`: On the free plan you can keep up to 3 chats going each day. Continue an existing chat, or upgrade to the Plus plan for unlimited chats.
         *     - `usage.unusual`: We've detected unusual usage on your account. Your access has been temporarily restricted. Please try again tomorrow.
         *     - `upload.url_expired`: This file link has expired or is not valid. Please try again.
         *     - `billing.sign_in_required`: Please sign in to subscribe to Plus.
         */
        Error403: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "common.forbidden_origin" | "session.chat_limit" | "usage.unusual" | "upload.url_expired" | "billing.sign_in_required";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
        };
        /**
         * @description Error 404. Catalogue codes with this status (which apply depends on the operation):
         *     - `common.not_found`: The page or item you were looking for could not be found.
         *     - `auth.google_disabled`: Google sign-in is not available.
         *     - `agent.not_found`: This advisor could not be found.
         *     - `session.not_found`: The conversation you were looking for could not be found.
         *     - `showcase.not_found`: This example could not be found.
         *     - `message.not_found`: This message could not be found.
         *     - `upload.not_found`: Image failed to upload, please try again.
         *     - `memory.not_found`: This memory could not be found.
         *     - `practice.plan_not_found`: This practice plan could not be found.
         *     - `practice.not_found`: This practice could not be found.
         *     - `simulator.not_found`: This simulator could not be found.
         *     - `simulator.session_not_found`: This simulation could not be found.
         *     - `billing.no_subscription`: You don't have a Plus subscription.
         *     - `billing.checkout_not_found`: This checkout could not be found.
         */
        Error404: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "common.not_found" | "auth.google_disabled" | "agent.not_found" | "session.not_found" | "showcase.not_found" | "message.not_found" | "upload.not_found" | "memory.not_found" | "practice.plan_not_found" | "practice.not_found" | "simulator.not_found" | "simulator.session_not_found" | "billing.no_subscription" | "billing.checkout_not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
        };
        /**
         * @description Error 408. Catalogue codes with this status (which apply depends on the operation):
         *     - `reply.idle_timeout`: Stream timeout: no data received
         *     - `reply.timeout`: Request timed out 300000ms
         *     - `memory.timeout`: Request timed out 60000ms
         *     - `practice.report_timeout`: Request timed out 60000ms
         */
        Error408: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "reply.idle_timeout" | "reply.timeout" | "memory.timeout" | "practice.report_timeout";
                        /** @constant */
                        status?: 408;
                    };
                };
            };
        };
        /**
         * @description Error 409. Catalogue codes with this status (which apply depends on the operation):
         *     - `reply.in_progress`: Ideas coming right up! Just a moment
         *     - `reply.not_regenerable`: Only the latest finished reply can be regenerated.
         *     - `memory.nothing_to_undo`: There is nothing to undo for this memory.
         *     - `practice.not_ready`: This practice is still being prepared. Please try again in a moment.
         *     - `practice.already_ended`: This practice has already ended. Restart it to practise again.
         *     - `practice.not_active`: Start the practice before sending a message.
         *     - `practice.plan_empty`: This plan has no practices yet. Tell the coach what you want to practise first.
         *     - `practice.report_not_ready`: The insight report is ready once the practice has ended.
         *     - `practice.report_skipped`: Hold on... We can't generate insights from just a few messages. Have a longer chat - at least 5-10 back-and-forth exchanges.
         *     - `simulator.session_closed`: This simulation has ended. Start a new one to keep practising.
         *     - `billing.already_subscribed`: You already have the Plus plan.
         *     - `billing.same_plan`: You're already on this plan.
         *     - `billing.checkout_closed`: This checkout has already been completed or has expired.
         */
        Error409: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "reply.in_progress" | "reply.not_regenerable" | "memory.nothing_to_undo" | "practice.not_ready" | "practice.already_ended" | "practice.not_active" | "practice.plan_empty" | "practice.report_not_ready" | "practice.report_skipped" | "simulator.session_closed" | "billing.already_subscribed" | "billing.same_plan" | "billing.checkout_closed";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
        };
        /**
         * @description Error 413. Catalogue codes with this status (which apply depends on the operation):
         *     - `common.payload_too_large`: Buffer overflow: too much data received
         *     - `reply.too_large`: Buffer overflow: too much data received
         */
        Error413: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "common.payload_too_large" | "reply.too_large";
                        /** @constant */
                        status?: 413;
                    };
                };
            };
        };
        /**
         * @description Error 415. Catalogue codes with this status (which apply depends on the operation):
         *     - `common.unsupported_media_type`: Please send the request as JSON.
         *     - `upload.unsupported_type`: Sorry, this file format is not supported.
         */
        Error415: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "common.unsupported_media_type" | "upload.unsupported_type";
                        /** @constant */
                        status?: 415;
                    };
                };
            };
        };
        /**
         * @description Error 429. Catalogue codes with this status (which apply depends on the operation):
         *     - `common.rate_limited`: You have reached the maximum number of requests, please try again later.
         *     - `auth.code_already_sent`: We just sent a code to this address. Enter it below, or ask for a new one in a minute.
         *     - `auth.too_many_attempts`: Too many attempts, please try again later
         *     - `reply.too_many_running`: You have reached the maximum number of requests, please try again later.
         *     - `usage.limit_reached_guest`: Couldn't process your message because you've reached the free message limit. Log in to continue.
         *     - `usage.limit_reached`: You've reached your message limit. Upgrade to the Plus plan to unlock unlimited advice and simulations.
         */
        Error429: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "common.rate_limited" | "auth.code_already_sent" | "auth.too_many_attempts" | "reply.too_many_running" | "usage.limit_reached_guest" | "usage.limit_reached";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
        };
        /**
         * @description Error 502. Catalogue codes with this status (which apply depends on the operation):
         *     - `reply.provider_failed`: Stream processing failed
         *     - `memory.generation_failed`: We couldn't update your memory this time. Please try again.
         *     - `practice.report_failed`: Unable to load practice report
         *     - `billing.provider_failed`: We couldn't reach the payment provider. Please try again in a moment.
         */
        Error502: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "reply.provider_failed" | "memory.generation_failed" | "practice.report_failed" | "billing.provider_failed";
                        /** @constant */
                        status?: 502;
                    };
                };
            };
        };
        /**
         * @description Error 503. Catalogue codes with this status (which apply depends on the operation):
         *     - `auth.mail_unavailable`: We couldn't send the code right now. Please try again in a moment.
         *     - `reply.ai_busy`: Our advisors are very busy right now. Please try again in a moment.
         *     - `reply.screenshots_busy`: We're reading a lot of screenshots right now. Please try again in a moment.
         *     - `reply.server_busy`: Too many replies are being written right now. Please try again in a moment.
         *     - `service.unavailable`: The service is briefly unavailable. Please try again in a moment.
         *     - `human_check.unavailable`: We could not verify you right now. Please try again in a moment.
         *     - `billing.unavailable`: Plus isn't available on this site yet: payments are not set up.
         */
        Error503: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "auth.mail_unavailable" | "reply.ai_busy" | "reply.screenshots_busy" | "reply.server_busy" | "service.unavailable" | "human_check.unavailable" | "billing.unavailable";
                        /** @constant */
                        status?: 503;
                    };
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The bot message this stream writes (a regenerate keeps its id; see x-message-version) */
        "x-message-id": string;
        /** @description The user's message just stored */
        "x-user-message-id": string;
        /** @description The version of the bot message: 1, then +1 per regenerate */
        "x-message-version": number;
        /** @description The chat the streamed message belongs to */
        "x-session-id": string;
        /** @description The version of this answer; send it back as If-None-Match to get 304 when nothing changed */
        etag: string;
        /** @description Seconds to wait before trying again */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAuthStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["User"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postAuthTemporary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    timezone?: string;
                };
            };
        };
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postAuthEmailSendVerificationCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            /** @constant */
                            sent: true;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postAuthEmailLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    verification_code: string;
                };
            };
        };
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postAuthGoogleCallbackIdToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    credential: string;
                };
                "application/x-www-form-urlencoded": {
                    credential: string;
                };
            };
        };
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    putAuthTimezone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    timezone: string;
                };
            };
        };
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            /** @constant */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            /** @constant */
                            ok: true;
                        };
                    };
                };
            };
            403: components["responses"]["Error403"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getAgent: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer already held: 304 with no body when it is still current */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    etag: components["headers"]["etag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["Agent"][];
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is current; no body */
            304: {
                headers: {
                    etag: components["headers"]["etag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["ErrorDefault"];
        };
    };
    getAgentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["Agent"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getSession: {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
                cursor?: string;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            items: components["schemas"]["Session"][];
                            total: number;
                            offset: number;
                            limit: number;
                            next_cursor: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agent_id?: string;
                    name?: string;
                    /** @enum {string} */
                    type?: "normal";
                };
            };
        };
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["Session"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    putSessionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["Session"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postSessionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agent_id?: string;
                    name?: string;
                    /** @enum {string} */
                    type?: "normal";
                };
            };
        };
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["Session"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    deleteSessionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            /** @constant */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postSessionShowcaseShowcaseId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                showcaseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["Session"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postSessionAgentAgentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["Session"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    putSessionIdAutoRename: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            name: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getSessionIdMessage: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            session: components["schemas"]["Session"];
                            items: components["schemas"]["Message"][];
                            active_simulator_session: {
                                id: string;
                                name: string | null;
                                simulator_id: string;
                                status: string;
                            } | null;
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            404: components["responses"]["Error404"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postSessionIdMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The human-check (Turnstile) token, action `send_message`, when not in the body; required only where the human check is configured */
                "x-human-check-token"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: ({
                        /** @constant */
                        type: "text";
                        content: string;
                        /** @enum {string} */
                        source_type?: "input" | "normal";
                    } | {
                        /** @constant */
                        type: "image";
                        content: string;
                    })[];
                    references?: {
                        content: string;
                        /** @enum {string} */
                        source_type: "input" | "normal";
                    }[];
                    /** @description Human-check (Turnstile) token, action send_message */
                    human_check_token?: string;
                    used_capabilities?: ("text" | "image" | "simulator")[];
                    /** @enum {string} */
                    session_type?: "normal" | "simulator" | "practice" | "practice_coach" | "rednote";
                    /**
                     * Format: uuid
                     * @description With session_type practice: the practice this line plays
                     */
                    active_practice_id?: string;
                    /** @description Idempotency key: a retried send with the same key creates nothing new and answers the same reply */
                    client_request_id?: string;
                };
            };
        };
        responses: {
            /**
             * @description The reply as server-sent events; each `data:` is the `data` of a `ReplyEvent`.
             *
             *     Events: `message` (`start`, then `text` / `reasoning_content` deltas to append,
             *     `reply_suggestions`, `practice_turn`, `practice_plan_updated`), `practice_plan_updating`
             *     (the coach is building a plan), and one `end` (`completed` with the stored message, or `failed`
             *     with a catalogue code). Every data object carries `message_id`, `session_id`, `session_type`
             *     and `extra_data`.
             *
             *     Framing: frames of `id: <n>` (monotonic from 1), `event: <name>` and one `data: <JSON>`
             *     line, separated by a blank line; `: ping` comment lines are heartbeats (at most
             *     10 s apart). The last event is `event: end`, then `data: [DONE]`.
             *     If the stream breaks after its first byte, an `event: error` frame carries the error object
             *     (`{code, message, status, tag}`, as in `Error`) and the stream closes without `[DONE]`.
             *     Errors before the first byte are ordinary JSON errors with their HTTP status.
             *
             *     Resume: the reply is generated once, whoever listens. After a disconnect,
             *     `GET /api/session/{id}/message/{messageId}/events` with `Last-Event-ID: <last id seen>` (or
             *     `?last_event_id=`) replays the events after it, then follows live. A finished reply replays its
             *     events while the server keeps them (about a minute), then one `end` event built from the stored
             *     message. Event ids
             *     count within one version of the message (a regenerate starts again from 1). A reply is cut after 5 minutes
             *     (`reply.timeout`) or 30 s without model output (`reply.idle_timeout`).
             */
            200: {
                headers: {
                    "x-message-id": components["headers"]["x-message-id"];
                    "x-user-message-id": components["headers"]["x-user-message-id"];
                    "x-message-version": components["headers"]["x-message-version"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ReplyEvent"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    deleteSessionIdMessageMessageId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                messageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            /** @constant */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    putSessionIdMessageMessageIdLike: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                messageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    liked?: boolean;
                };
            };
        };
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            liked: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postSessionIdMessageMessageIdRegenerate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The human-check (Turnstile) token, action `send_message`, when not in the body; required only where the human check is configured */
                "x-human-check-token"?: string;
            };
            path: {
                id: string;
                messageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    human_check_token?: string;
                };
            };
        };
        responses: {
            /**
             * @description The reply as server-sent events; each `data:` is the `data` of a `ReplyEvent`.
             *
             *     Events: `message` (`start`, then `text` / `reasoning_content` deltas to append,
             *     `reply_suggestions`, `practice_turn`, `practice_plan_updated`), `practice_plan_updating`
             *     (the coach is building a plan), and one `end` (`completed` with the stored message, or `failed`
             *     with a catalogue code). Every data object carries `message_id`, `session_id`, `session_type`
             *     and `extra_data`.
             *
             *     Framing: frames of `id: <n>` (monotonic from 1), `event: <name>` and one `data: <JSON>`
             *     line, separated by a blank line; `: ping` comment lines are heartbeats (at most
             *     10 s apart). The last event is `event: end`, then `data: [DONE]`.
             *     If the stream breaks after its first byte, an `event: error` frame carries the error object
             *     (`{code, message, status, tag}`, as in `Error`) and the stream closes without `[DONE]`.
             *     Errors before the first byte are ordinary JSON errors with their HTTP status.
             *
             *     Resume: the reply is generated once, whoever listens. After a disconnect,
             *     `GET /api/session/{id}/message/{messageId}/events` with `Last-Event-ID: <last id seen>` (or
             *     `?last_event_id=`) replays the events after it, then follows live. A finished reply replays its
             *     events while the server keeps them (about a minute), then one `end` event built from the stored
             *     message. Event ids
             *     count within one version of the message (a regenerate starts again from 1). A reply is cut after 5 minutes
             *     (`reply.timeout`) or 30 s without model output (`reply.idle_timeout`).
             */
            200: {
                headers: {
                    "x-message-id": components["headers"]["x-message-id"];
                    "x-message-version": components["headers"]["x-message-version"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ReplyEvent"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postSessionIdMessageMessageIdEdit: {
        parameters: {
            query?: never;
            header?: {
                /** @description The human-check (Turnstile) token, action `send_message`, when not in the body; required only where the human check is configured */
                "x-human-check-token"?: string;
            };
            path: {
                id: string;
                messageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                    human_check_token?: string;
                };
            };
        };
        responses: {
            /**
             * @description The reply as server-sent events; each `data:` is the `data` of a `ReplyEvent`.
             *
             *     Events: `message` (`start`, then `text` / `reasoning_content` deltas to append,
             *     `reply_suggestions`, `practice_turn`, `practice_plan_updated`), `practice_plan_updating`
             *     (the coach is building a plan), and one `end` (`completed` with the stored message, or `failed`
             *     with a catalogue code). Every data object carries `message_id`, `session_id`, `session_type`
             *     and `extra_data`.
             *
             *     Framing: frames of `id: <n>` (monotonic from 1), `event: <name>` and one `data: <JSON>`
             *     line, separated by a blank line; `: ping` comment lines are heartbeats (at most
             *     10 s apart). The last event is `event: end`, then `data: [DONE]`.
             *     If the stream breaks after its first byte, an `event: error` frame carries the error object
             *     (`{code, message, status, tag}`, as in `Error`) and the stream closes without `[DONE]`.
             *     Errors before the first byte are ordinary JSON errors with their HTTP status.
             *
             *     Resume: the reply is generated once, whoever listens. After a disconnect,
             *     `GET /api/session/{id}/message/{messageId}/events` with `Last-Event-ID: <last id seen>` (or
             *     `?last_event_id=`) replays the events after it, then follows live. A finished reply replays its
             *     events while the server keeps them (about a minute), then one `end` event built from the stored
             *     message. Event ids
             *     count within one version of the message (a regenerate starts again from 1). A reply is cut after 5 minutes
             *     (`reply.timeout`) or 30 s without model output (`reply.idle_timeout`).
             */
            200: {
                headers: {
                    "x-message-id": components["headers"]["x-message-id"];
                    "x-user-message-id": components["headers"]["x-user-message-id"];
                    "x-message-version": components["headers"]["x-message-version"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ReplyEvent"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    putSessionIdMessageMessageIdBranch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                messageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            session: components["schemas"]["Session"];
                            items: components["schemas"]["Message"][];
                            active_simulator_session: {
                                id: string;
                                name: string | null;
                                simulator_id: string;
                                status: string;
                            } | null;
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getSessionIdMessageMessageIdEvents: {
        parameters: {
            query?: {
                last_event_id?: number;
            };
            header?: {
                /** @description Resume after this event id (what EventSource sends on reconnect); `last_event_id` wins when both are given */
                "Last-Event-ID"?: number;
            };
            path: {
                id: string;
                messageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description The reply as server-sent events; each `data:` is the `data` of a `ReplyEvent`.
             *
             *     Events: `message` (`start`, then `text` / `reasoning_content` deltas to append,
             *     `reply_suggestions`, `practice_turn`, `practice_plan_updated`), `practice_plan_updating`
             *     (the coach is building a plan), and one `end` (`completed` with the stored message, or `failed`
             *     with a catalogue code). Every data object carries `message_id`, `session_id`, `session_type`
             *     and `extra_data`.
             *
             *     Framing: frames of `id: <n>` (monotonic from 1), `event: <name>` and one `data: <JSON>`
             *     line, separated by a blank line; `: ping` comment lines are heartbeats (at most
             *     10 s apart). The last event is `event: end`, then `data: [DONE]`.
             *     If the stream breaks after its first byte, an `event: error` frame carries the error object
             *     (`{code, message, status, tag}`, as in `Error`) and the stream closes without `[DONE]`.
             *     Errors before the first byte are ordinary JSON errors with their HTTP status.
             *
             *     Resume: the reply is generated once, whoever listens. After a disconnect,
             *     `GET /api/session/{id}/message/{messageId}/events` with `Last-Event-ID: <last id seen>` (or
             *     `?last_event_id=`) replays the events after it, then follows live. A finished reply replays its
             *     events while the server keeps them (about a minute), then one `end` event built from the stored
             *     message. Event ids
             *     count within one version of the message (a regenerate starts again from 1). A reply is cut after 5 minutes
             *     (`reply.timeout`) or 30 s without model output (`reply.idle_timeout`).
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ReplyEvent"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            404: components["responses"]["Error404"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postSessionIdMessageMessageIdStop: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                messageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["Message"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getSessionIdMessageMessageIdVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                messageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            version: number;
                            /**
                             * @description A bot message: thinking, then responding, then completed; or failed (see error)
                             * @enum {string}
                             */
                            status: "thinking" | "responding" | "completed" | "failed";
                            /** @description The typed pieces of the message, in order */
                            items: components["schemas"]["MessageItem"][];
                            /** @description Why a failed reply failed: catalogue code and the text shown */
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            created_at: string;
                            current: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            404: components["responses"]["Error404"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getMemory: {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            items: components["schemas"]["MemoryItem"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    putMemoryId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A memory item id (uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                };
            };
        };
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["MemoryItem"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    deleteMemoryId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A memory item id (uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            /** @constant */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postMemoryIdUndo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A memory item id (uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            item: components["schemas"]["MemoryItem"] | null;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postMemoryIdGenerate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The chat session id (SPEC: sessionId) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        type: string;
                        content: unknown;
                        /** @enum {string} */
                        role?: "user" | "assistant";
                    }[];
                };
            };
        };
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["MemoryCard"][];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            408: components["responses"]["Error408"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            502: components["responses"]["Error502"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getAttachmentPresignedUrlName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The name of the file on your device, e.g. "Screenshot 2026-01-15.png" */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["PresignedUrl"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postAttachmentBatchPresignedUrls: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string[] | {
                    file_names: string[];
                };
            };
        };
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["PresignedUrl"][];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getSubscriptionPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            /** @enum {string} */
                            mode: "stripe" | "local" | "off";
                            trial_days: number;
                            prices: {
                                price_id: string;
                                key: string;
                                label: string;
                                /** @enum {string} */
                                interval: "week" | "month" | "year";
                                interval_count: number;
                                amount_cents: number;
                                currency: string;
                                per_week_cents: number;
                            }[];
                        };
                    };
                };
            };
            default: components["responses"]["ErrorDefault"];
        };
    };
    postSubscriptionCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    price_id: string;
                    session_id?: string | null;
                };
            };
        };
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            url: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            502: components["responses"]["Error502"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getSubscriptionPortal: {
        parameters: {
            query?: {
                flow?: "update" | "cancel";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            url: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            404: components["responses"]["Error404"];
            502: components["responses"]["Error502"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            subscription: {
                                id: string;
                                status: string;
                                description: string | null;
                                product_id: string | null;
                                interval: string | null;
                                interval_count: number | null;
                                created: string;
                                start_date: string | null;
                                ended_at: string | null;
                                cancel_at: string | null;
                                cancel_at_period_end: boolean;
                                billing_cycle_anchor: string | null;
                                current_period_start: string | null;
                                current_period_end: string | null;
                            } | null;
                            price_id: string | null;
                            pending_price_id: string | null;
                            trial_end: string | null;
                            has_trialed: boolean;
                            manage_in_app: boolean;
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postSubscriptionWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description Stripe's signature over the raw body */
                "Stripe-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            /** @constant */
                            received: true;
                            /** @enum {string} */
                            outcome: "applied" | "duplicate" | "stale" | "ignored";
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postSubscriptionPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    price_id: string;
                    subscription_id?: string | null;
                };
            };
        };
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            /** @enum {string} */
                            kind: "upgrade" | "downgrade";
                            effective_at: string;
                            credit_cents: number;
                            amount_due_cents: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postSubscriptionUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    price_id: string;
                    subscription_id?: string | null;
                };
            };
        };
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            subscription: {
                                id: string;
                                status: string;
                                description: string | null;
                                product_id: string | null;
                                interval: string | null;
                                interval_count: number | null;
                                created: string;
                                start_date: string | null;
                                ended_at: string | null;
                                cancel_at: string | null;
                                cancel_at_period_end: boolean;
                                billing_cycle_anchor: string | null;
                                current_period_start: string | null;
                                current_period_end: string | null;
                            } | null;
                            price_id: string | null;
                            pending_price_id: string | null;
                            trial_end: string | null;
                            has_trialed: boolean;
                            manage_in_app: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postSubscriptionCancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subscription_id?: string | null;
                };
            };
        };
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            subscription: {
                                id: string;
                                status: string;
                                description: string | null;
                                product_id: string | null;
                                interval: string | null;
                                interval_count: number | null;
                                created: string;
                                start_date: string | null;
                                ended_at: string | null;
                                cancel_at: string | null;
                                cancel_at_period_end: boolean;
                                billing_cycle_anchor: string | null;
                                current_period_start: string | null;
                                current_period_end: string | null;
                            } | null;
                            price_id: string | null;
                            pending_price_id: string | null;
                            trial_end: string | null;
                            has_trialed: boolean;
                            manage_in_app: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postSubscriptionResume: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subscription_id?: string | null;
                };
            };
        };
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            subscription: {
                                id: string;
                                status: string;
                                description: string | null;
                                product_id: string | null;
                                interval: string | null;
                                interval_count: number | null;
                                created: string;
                                start_date: string | null;
                                ended_at: string | null;
                                cancel_at: string | null;
                                cancel_at_period_end: boolean;
                                billing_cycle_anchor: string | null;
                                current_period_start: string | null;
                                current_period_end: string | null;
                            } | null;
                            price_id: string | null;
                            pending_price_id: string | null;
                            trial_end: string | null;
                            has_trialed: boolean;
                            manage_in_app: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getSubscriptionLocalCheckoutId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            id: string;
                            /** @enum {string} */
                            status: "open" | "complete" | "expired";
                            email: string | null;
                            price: {
                                price_id: string;
                                key: string;
                                label: string;
                                /** @enum {string} */
                                interval: "week" | "month" | "year";
                                interval_count: number;
                                amount_cents: number;
                                currency: string;
                                per_week_cents: number;
                            };
                            trial_days: number | null;
                            expires_at: string;
                            cancel_url: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            404: components["responses"]["Error404"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postSubscriptionLocalCheckoutIdComplete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    card_number: string;
                };
            };
        };
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            url: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postPracticePlanCreateEmpty: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    source?: string;
                    /** Format: uuid */
                    from_session_id?: string;
                };
            };
        };
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["PracticePlan"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getPracticePlanStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            in_progress: number;
                            completed: number;
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getPracticePlan: {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
                status?: string;
                is_succeed?: boolean | ("true" | "false");
                practice_count_ge?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            items: components["schemas"]["PracticePlan"][];
                            total: number;
                            offset: number;
                            limit: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getPracticePlanId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["PracticePlan"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            404: components["responses"]["Error404"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postPracticePlanId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["PracticePlan"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    deletePracticePlanId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            /** @constant */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    putPracticePlanIdRename: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["PracticePlan"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postPracticePlanIdWelcomeMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description The reply as server-sent events; each `data:` is the `data` of a `ReplyEvent`.
             *
             *     Events: `message` (`start`, then `text` / `reasoning_content` deltas to append,
             *     `reply_suggestions`, `practice_turn`, `practice_plan_updated`), `practice_plan_updating`
             *     (the coach is building a plan), and one `end` (`completed` with the stored message, or `failed`
             *     with a catalogue code). Every data object carries `message_id`, `session_id`, `session_type`
             *     and `extra_data`.
             *
             *     Framing: frames of `id: <n>` (monotonic from 1), `event: <name>` and one `data: <JSON>`
             *     line, separated by a blank line; `: ping` comment lines are heartbeats (at most
             *     10 s apart). The last event is `event: end`, then `data: [DONE]`.
             *     If the stream breaks after its first byte, an `event: error` frame carries the error object
             *     (`{code, message, status, tag}`, as in `Error`) and the stream closes without `[DONE]`.
             *     Errors before the first byte are ordinary JSON errors with their HTTP status.
             *
             *     Resume: the reply is generated once, whoever listens. After a disconnect,
             *     `GET /api/session/{id}/message/{messageId}/events` with `Last-Event-ID: <last id seen>` (or
             *     `?last_event_id=`) replays the events after it, then follows live. A finished reply replays its
             *     events while the server keeps them (about a minute), then one `end` event built from the stored
             *     message. Event ids
             *     count within one version of the message (a regenerate starts again from 1). A reply is cut after 5 minutes
             *     (`reply.timeout`) or 30 s without model output (`reply.idle_timeout`).
             */
            200: {
                headers: {
                    "x-message-id": components["headers"]["x-message-id"];
                    "x-session-id": components["headers"]["x-session-id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ReplyEvent"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postPracticePlanIdPracticesPracticeIdWelcomeMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                practiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description The reply as server-sent events; each `data:` is the `data` of a `ReplyEvent`.
             *
             *     Events: `message` (`start`, then `text` / `reasoning_content` deltas to append,
             *     `reply_suggestions`, `practice_turn`, `practice_plan_updated`), `practice_plan_updating`
             *     (the coach is building a plan), and one `end` (`completed` with the stored message, or `failed`
             *     with a catalogue code). Every data object carries `message_id`, `session_id`, `session_type`
             *     and `extra_data`.
             *
             *     Framing: frames of `id: <n>` (monotonic from 1), `event: <name>` and one `data: <JSON>`
             *     line, separated by a blank line; `: ping` comment lines are heartbeats (at most
             *     10 s apart). The last event is `event: end`, then `data: [DONE]`.
             *     If the stream breaks after its first byte, an `event: error` frame carries the error object
             *     (`{code, message, status, tag}`, as in `Error`) and the stream closes without `[DONE]`.
             *     Errors before the first byte are ordinary JSON errors with their HTTP status.
             *
             *     Resume: the reply is generated once, whoever listens. After a disconnect,
             *     `GET /api/session/{id}/message/{messageId}/events` with `Last-Event-ID: <last id seen>` (or
             *     `?last_event_id=`) replays the events after it, then follows live. A finished reply replays its
             *     events while the server keeps them (about a minute), then one `end` event built from the stored
             *     message. Event ids
             *     count within one version of the message (a regenerate starts again from 1). A reply is cut after 5 minutes
             *     (`reply.timeout`) or 30 s without model output (`reply.idle_timeout`).
             */
            200: {
                headers: {
                    "x-message-id": components["headers"]["x-message-id"];
                    "x-session-id": components["headers"]["x-session-id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ReplyEvent"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postPracticePlanIdPracticesPracticeIdStart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                practiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["Practice"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postPracticePlanIdPracticesPracticeIdRestart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                practiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["Practice"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postPracticePlanIdPracticesPracticeIdEnd: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                practiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description Ending a practice as server-sent events; each `data:` is the `data` of a `PracticeEvent`:
             *     `report` (or `report_skipped` / `report_failed`) as `event: message`, then `event: end` with
             *     `practice_ended` and the practice as stored. Data objects carry the fields of every stream
             *     (`message_id` is null: no message is written), plus `practice_id`.
             *
             *     Framing: frames of `id: <n>` (monotonic from 1), `event: <name>` and one `data: <JSON>`
             *     line, separated by a blank line; `: ping` comment lines are heartbeats (at most
             *     10 s apart). The last event is `event: end`, then `data: [DONE]`.
             *     If the stream breaks after its first byte, an `event: error` frame carries the error object
             *     (`{code, message, status, tag}`, as in `Error`) and the stream closes without `[DONE]`.
             *     Errors before the first byte are ordinary JSON errors with their HTTP status.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["PracticeEvent"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getPracticePlanIdPracticesPracticeIdReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                practiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["PracticeReport"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            404: components["responses"]["Error404"];
            408: components["responses"]["Error408"];
            409: components["responses"]["Error409"];
            502: components["responses"]["Error502"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getSimulatorAgentAgentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["Simulator"][];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            404: components["responses"]["Error404"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postSimulatorPrepareId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    normal_session_id: string;
                };
            };
        };
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["Message"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    deleteSimulatorId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            /** @constant */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postSimulatorSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    simulator_id: string;
                    /** Format: uuid */
                    normal_session_id: string;
                };
            };
        };
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["SimulatorSession"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getSimulatorSimIdSessionSessionIdMessage: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path: {
                simId: string;
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            session: components["schemas"]["Session"];
                            items: components["schemas"]["Message"][];
                            active_simulator_session: {
                                id: string;
                                name: string | null;
                                simulator_id: string;
                                status: string;
                            } | null;
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            404: components["responses"]["Error404"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    postSimulatorWelcomeMessageId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description The reply as server-sent events; each `data:` is the `data` of a `ReplyEvent`.
             *
             *     Events: `message` (`start`, then `text` / `reasoning_content` deltas to append,
             *     `reply_suggestions`, `practice_turn`, `practice_plan_updated`), `practice_plan_updating`
             *     (the coach is building a plan), and one `end` (`completed` with the stored message, or `failed`
             *     with a catalogue code). Every data object carries `message_id`, `session_id`, `session_type`
             *     and `extra_data`.
             *
             *     Framing: frames of `id: <n>` (monotonic from 1), `event: <name>` and one `data: <JSON>`
             *     line, separated by a blank line; `: ping` comment lines are heartbeats (at most
             *     10 s apart). The last event is `event: end`, then `data: [DONE]`.
             *     If the stream breaks after its first byte, an `event: error` frame carries the error object
             *     (`{code, message, status, tag}`, as in `Error`) and the stream closes without `[DONE]`.
             *     Errors before the first byte are ordinary JSON errors with their HTTP status.
             *
             *     Resume: the reply is generated once, whoever listens. After a disconnect,
             *     `GET /api/session/{id}/message/{messageId}/events` with `Last-Event-ID: <last id seen>` (or
             *     `?last_event_id=`) replays the events after it, then follows live. A finished reply replays its
             *     events while the server keeps them (about a minute), then one `end` event built from the stored
             *     message. Event ids
             *     count within one version of the message (a regenerate starts again from 1). A reply is cut after 5 minutes
             *     (`reply.timeout`) or 30 s without model output (`reply.idle_timeout`).
             */
            200: {
                headers: {
                    "x-message-id": components["headers"]["x-message-id"];
                    "x-session-id": components["headers"]["x-session-id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ReplyEvent"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    putSimulatorSessionIdCloseSummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description The reply as server-sent events; each `data:` is the `data` of a `ReplyEvent`.
             *
             *     Events: `message` (`start`, then `text` / `reasoning_content` deltas to append,
             *     `reply_suggestions`, `practice_turn`, `practice_plan_updated`), `practice_plan_updating`
             *     (the coach is building a plan), and one `end` (`completed` with the stored message, or `failed`
             *     with a catalogue code). Every data object carries `message_id`, `session_id`, `session_type`
             *     and `extra_data`.
             *
             *     Framing: frames of `id: <n>` (monotonic from 1), `event: <name>` and one `data: <JSON>`
             *     line, separated by a blank line; `: ping` comment lines are heartbeats (at most
             *     10 s apart). The last event is `event: end`, then `data: [DONE]`.
             *     If the stream breaks after its first byte, an `event: error` frame carries the error object
             *     (`{code, message, status, tag}`, as in `Error`) and the stream closes without `[DONE]`.
             *     Errors before the first byte are ordinary JSON errors with their HTTP status.
             *
             *     Resume: the reply is generated once, whoever listens. After a disconnect,
             *     `GET /api/session/{id}/message/{messageId}/events` with `Last-Event-ID: <last id seen>` (or
             *     `?last_event_id=`) replays the events after it, then follows live. A finished reply replays its
             *     events while the server keeps them (about a minute), then one `end` event built from the stored
             *     message. Event ids
             *     count within one version of the message (a regenerate starts again from 1). A reply is cut after 5 minutes
             *     (`reply.timeout`) or 30 s without model output (`reply.idle_timeout`).
             */
            200: {
                headers: {
                    "x-message-id": components["headers"]["x-message-id"];
                    "x-session-id": components["headers"]["x-session-id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ReplyEvent"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    putSimulatorSessionIdClose: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["SimulatorSession"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            default: components["responses"]["ErrorDefault"];
        };
    };
    getOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JSON document itself, without the `result` envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            default: components["responses"]["ErrorDefault"];
        };
    };
    putUpload: {
        parameters: {
            query: {
                /** @description Expiry (unix seconds), part of the presigned url */
                exp: string;
                /** @description Signature, part of the presigned url */
                sig: string;
            };
            header?: never;
            path: {
                /** @description Part of the presigned url */
                userId: string;
                /** @description The stored name (`file_name` of the presign answer) */
                fileName: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/png": string;
                "image/jpeg": string;
                "image/gif": string;
                "image/webp": string;
            };
        };
        responses: {
            /** @description Stored and checked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            file_name: string;
                            mime: string;
                            size: number;
                            width: number;
                            height: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            default: components["responses"]["ErrorDefault"];
        };
    };
}
