// Every browser test file. A test gets 60 s (a project's `testTimeout` in jest.config.js is ignored:
// it is a global option, so these tests used to run under jest's 5 s default and, on a loaded
// machine, be abandoned mid-way while the file went on and closed the browser under them).
// Each test's pages are closed after it, the file's browser after the file.
import { closeBrowser, closeContexts } from "./browser";

jest.setTimeout(60000);
afterEach(closeContexts);
afterAll(closeBrowser);
