// `npx jest --config bench/visitor-forms-load.jest.config.js`: the load run of the CMS's form route
// through nginx (visitor-forms-load.bench.ts), apart from the suite: it writes figures, it times nothing.
const babel = ["babel-jest", { configFile: "./__tests__/support/babel.config.js" }];
module.exports = {
  rootDir: "..",
  testEnvironment: "node",
  testMatch: ["<rootDir>/bench/visitor-forms-load.bench.ts"],
  transform: { "^.+\\.[jt]sx?$": babel },
};
