import { GlobalRegistrator } from '@happy-dom/global-registrator';

GlobalRegistrator.register({ url: 'http://localhost:3000/', width: 1280, height: 860 });
// React: updates in tests are wrapped in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Testing Library unmounts after each test only in the first file that imports it; every file
// shares one module, so the cleanup is registered here, for all of them.
const { afterEach } = await import('bun:test');
const { cleanup } = await import('@testing-library/react');
afterEach(() => cleanup());
