// Layers (DESIGN.md): unit (jsdom), site (the built public/), browser (Debian's Chromium), and cms:
// the real Strapi of cms/ built against, in a copy of the site.
const babel = ["babel-jest", { configFile: "./__tests__/support/babel.config.js" }];
const transform = { "^.+\\.[jt]sx?$": babel };

module.exports = {
  projects: [
    {
      displayName: "unit",
      testEnvironment: "jsdom",
      testMatch: ["<rootDir>/__tests__/unit/**/*.test.{ts,tsx}"],
      transform,
      moduleNameMapper: {
        "\\.css$": "identity-obj-proxy",
        "^gatsby$": "<rootDir>/__tests__/support/gatsby-mock.tsx",
        "^gatsby-plugin-image$": "<rootDir>/__tests__/support/gatsby-plugin-image-mock.tsx",
      },
      setupFilesAfterEnv: ["<rootDir>/__tests__/support/unit-setup.ts"],
    },
    {
      displayName: "site",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/site/**/*.test.ts"],
      transform,
    },
    {
      displayName: "browser",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/browser/**/*.test.ts"],
      transform,
      globalSetup: "<rootDir>/__tests__/support/browser-global-setup.ts",
      globalTeardown: "<rootDir>/__tests__/support/browser-global-teardown.ts",
      testTimeout: 60000,
    },
    {
      displayName: "cms",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/cms/**/*.test.ts"],
      transform,
    },
  ],
};
