// Layers (ARCHITECTURE.md, "Tests"): unit (jsdom), site (the built public/), browser (Debian's Chromium), cms: the
// real Strapi of cms/ built against, in a copy of the site, and deploy: publish to live (deploy/).
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
        "^virtual:nusakode-messages-id$": "<rootDir>/__tests__/support/messages-id-module.ts",
      },
      setupFilesAfterEnv: ["<rootDir>/__tests__/support/unit-setup.ts"],
    },
    {
      displayName: "site",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/site/**/*.test.ts"],
      transform,
    },
    // The browser tests run once, against nginx with deploy/site.conf: what is tested is what is
    // deployed. nginx/ holds the tests of the server's own answers; gatsby-serve.test.ts checks that
    // `gatsby serve` (npm start) serves the same build.
    {
      displayName: "browser",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/browser/**/*.test.ts", "<rootDir>/__tests__/nginx/**/*.test.ts"],
      transform,
      setupFilesAfterEnv: ["<rootDir>/__tests__/support/browser-setup.ts"],
      globalSetup: "<rootDir>/__tests__/support/nginx-global-setup.ts",
      globalTeardown: "<rootDir>/__tests__/support/nginx-global-teardown.ts",
    },
    {
      displayName: "cms",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/cms/**/*.test.ts"],
      transform,
    },
    // deploy: publish to live on loopback: the real Strapi, Debian's webhook with deploy/hooks.json,
    // deploy/publish.sh building a copy of the site, and nginx serving its `current` release.
    {
      displayName: "deploy",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/deploy/**/*.test.ts"],
      transform,
    },
  ],
};
