/**
 * Test helpers for the apps' own tests (`@abitura/ui/testing`): a real SDK client on memory
 * stores whose server is a function, and reply builders. Not part of any app bundle.
 */
export { createTestClient, respondWith, ok, fail, flushPromises, TEST_SESSION, TestSocket } from './sdk/testing/testClient.js';
export type { TestClient, TestClientOptions, Responder } from './sdk/testing/testClient.js';
export { resetBrowserState } from './sdk/testing/resetBrowser.js';
