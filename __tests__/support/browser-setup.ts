// Real Chromium on a loaded 2-core machine can lose a page now and then ("Target page, context or
// browser has been closed", seen once in a full run and never on re-runs). A browser test gets two
// more tries; the errors of a failed try are printed, so a flake stays visible, and a real bug,
// failing every time, still fails the run.
jest.retryTimes(2, { logErrorsBeforeRetry: true });
