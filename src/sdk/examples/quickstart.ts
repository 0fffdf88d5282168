// src/sdk/examples/quickstart.ts · run: ADVISOR_URL=http://localhost:3000 bun src/sdk/examples/quickstart.ts
import { readFileSync } from 'node:fs';
import { createAdvisorClient, unwrap } from '../index';

const advisor = createAdvisorClient({ baseUrl: process.env.ADVISOR_URL ?? 'http://localhost:3000' });
await advisor.signInAsGuest(); // a guest session: the client keeps its token (Bearer)
const chat = unwrap(await advisor.api.POST('/api/session', { body: {} }));

const reply = await advisor.sendMessage(chat.id, { items: [{ type: 'text', content: "My crush answered 'haha maybe' to my invite. What now?" }] });
for await (const event of reply) if (event.data.type === 'text') process.stdout.write(event.data.content); // typed event union

const screenshot = new Blob([readFileSync(process.env.SCREENSHOT ?? 'src/client/public/og-image.png')], { type: 'image/png' });
const fileName = await advisor.uploadScreenshot(screenshot, 'chat.png'); // presign, then PUT the bytes
const seen = await advisor.sendMessage(chat.id, { items: [{ type: 'text', content: 'What do you make of this chat?' }, { type: 'image', content: fileName }] });
console.log('\nscreenshot reply:', (await seen.final()).status);

const plan = unwrap(await advisor.api.POST('/api/practice-plan/create-empty', { body: {} }));
await (await advisor.coachWelcome(plan.id)).final();
await (await advisor.sendMessage(plan.coach.session.id, { items: [{ type: 'text', content: 'I want to practise asking my crush out' }] })).final();
const { practices } = unwrap(await advisor.api.GET('/api/practice-plan/{id}', { params: { path: { id: plan.id } } }));
const practice = unwrap(await advisor.api.POST('/api/practice-plan/{id}/practices/{practiceId}/start', { params: { path: { id: plan.id, practiceId: practices[0]!.id } } }));
await (await advisor.practiceWelcome(plan.id, practice.id)).final();
const line = { items: [{ type: 'text' as const, content: 'Hey! Want to grab a coffee on Saturday?' }], session_type: 'practice' as const, active_practice_id: practice.id };
for await (const event of await advisor.sendMessage(practice.session!.id, line)) if (event.data.type === 'practice_turn') console.log('turn:', event.data.content.rating, event.data.content.progress);
for await (const event of await advisor.endPractice(plan.id, practice.id)) console.log('practice end:', event.data.type);
