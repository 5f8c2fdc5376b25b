// The module "virtual:nusakode-messages-id" as cms/src/admin/vite.config.js gives it to the admin bundle,
// for the unit tests of the admin's code (jest.config.js maps the name here).
const { HELP_PREFIX, messagesId } = require("../../cms/src/editor-labels-id") as {
  HELP_PREFIX: string;
  messagesId: () => Record<string, string>;
};

export const MESSAGES_ID = messagesId();
export { HELP_PREFIX };
