// Who may import what (ARCHITECTURE.md, "Who may import what"), checked by
// dependency-cruiser: `npm run check:imports`, which scripts/test.sh and test-quick.sh run first.
// Paths are relative to the repository root. Type-only imports (`import type`) are seen too
// (tsPreCompilationDeps), so a rule either lets them through (dependencyTypesNot: ["type-only"]) or not.
// `import { type A } from` counts as type-only too; `import { type A, b } from` does not.

// Code that runs in the browser or renders pages, besides src/lib and src/i18n.
const REACT = "^src/(pages|templates|components|hooks)/";
// The build and the tests: what may import src/data/ and the fixed-text tables.
const BUILD_AND_TESTS = ["^src/gatsby/", "^src/data/", "^gatsby-(node|config)\\.ts$", "^__tests__/"];

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "Two modules that import each other (directly or through others) can't be understood, tested or moved " +
        "one at a time, and CommonJS hands one of them a half-loaded module. Move what both need into a third module.",
      from: {},
      to: { circular: true },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment:
        "An import that resolves to no file is a broken import, and this check can't see past it: " +
        "fix the path, or add the package to package.json. (virtual:*: a module the CMS admin's Vite build " +
        "makes, cms/src/admin/vite.config.js.)",
      from: {},
      to: { couldNotResolve: true, pathNot: "^virtual:" },
    },

    // src/rules/: shared with the browser and cms/
    {
      name: "rules-import-only-rules",
      severity: "error",
      comment:
        "src/rules/ is plain CommonJS that the site, the browser and cms/ all load (cms/ with require). " +
        "Anything it imports outside src/rules/ (a TypeScript module, a package, a Node built-in) would " +
        "break one of them. It may import only src/rules/.",
      from: { path: "^src/rules/" },
      to: { pathNot: "^src/rules/" },
    },

    // src/i18n/: the fixed-text tables stay out of the browser
    {
      name: "fixed-text-tables-only-in-build",
      severity: "error",
      comment:
        "The fixed-text tables (src/i18n/en.ts, id.ts, fixed-texts.ts) hold every fixed text in both " +
        "languages. Only the build (src/gatsby/, src/data/, gatsby-node.ts, gatsby-config.ts) and tests " +
        "import them; a page gets its own language's table in its page context (useTexts()). Imported by " +
        "browser code, both languages would be shipped with every page. Type-only imports (the Texts type) " +
        "are fine: they disappear when the code is compiled.",
      from: { pathNot: [...BUILD_AND_TESTS, "^src/i18n/fixed-texts\\.ts$"] },
      to: { path: "^src/i18n/(en|id|fixed-texts)\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "i18n-imports-only-i18n-rules-lib",
      severity: "error",
      comment:
        "src/i18n/ (the page's language, links kept in it, fill()) sits under the React code: pages, " +
        "components and hooks use it. Importing back up from it (components, hooks, pages, the build) " +
        "would tie the language plumbing to what uses it. It may import src/i18n/, src/rules/ and src/lib/.",
      from: { path: "^src/i18n/" },
      to: { path: "^src/", pathNot: "^src/(i18n|rules|lib)/" },
    },

    // src/lib/: small pure modules
    {
      name: "lib-imports-only-lib-rules",
      severity: "error",
      comment:
        "src/lib/ holds small pure modules that anything may use (and unit tests test alone). They may " +
        "import src/lib/, src/rules/ and the pure fill() of src/i18n/fill.ts (the forms' messages have " +
        "placeholders): nothing of React, the build or the content core.",
      from: { path: "^src/lib/" },
      to: { path: "^src/", pathNot: ["^src/(lib|rules)/", "^src/i18n/fill\\.ts$"], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "lib-types-only-from-lib-rules-i18n",
      severity: "error",
      comment:
        "src/lib/ may take types (import type) from src/lib/, src/rules/ and src/i18n/ (the Texts type of " +
        "en.ts for the forms' messages), from nothing else.",
      from: { path: "^src/lib/" },
      to: { path: "^src/", pathNot: "^src/(lib|rules|i18n)/", dependencyTypes: ["type-only"] },
    },

    // src/data/: the content core, build time only
    {
      name: "data-only-from-build",
      severity: "error",
      comment:
        "src/data/ is the content core and runs at build time only (it reads files and the CMS). Only " +
        "gatsby-node.ts, gatsby-config.ts, src/gatsby/ and tests import it. Pages and components query " +
        "the nodes it makes instead; an import (even of a type) would pull build code towards the browser.",
      from: { pathNot: BUILD_AND_TESTS },
      to: { path: "^src/data/" },
    },
    {
      name: "data-model-imports-only-model",
      severity: "error",
      comment:
        "src/data/model/ is the one description of the content (its fields, validation, references) " +
        "that the sources (built-in/, cms/) and the nodes (nodes/) build on, so it must not import them " +
        "(nor the build). It may import src/data/model/, src/rules/, src/i18n/fixed-texts.ts and fill.ts " +
        "(and the Texts type of src/i18n/en.ts: data-model-types).",
      from: { path: "^src/data/model/" },
      to: {
        path: "^src/",
        pathNot: ["^src/data/model/", "^src/rules/", "^src/i18n/(fixed-texts|fill)\\.ts$"],
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "data-model-types",
      severity: "error",
      comment:
        "src/data/model/ may take types (import type) from what it may import and from src/i18n/en.ts " +
        "(the Texts type), not from built-in/, cms/, nodes/ or the build: the model is under them.",
      from: { path: "^src/data/model/" },
      to: {
        path: "^src/",
        pathNot: ["^src/data/model/", "^src/rules/", "^src/i18n/(en|fixed-texts|fill)\\.ts$"],
        dependencyTypes: ["type-only"],
      },
    },
    {
      name: "data-built-in-not-to-cms-or-nodes",
      severity: "error",
      comment:
        "src/data/built-in/ reads the content/ files; src/data/cms/ reads the CMS. They are two " +
        "independent sources of the same model/, and src/data/nodes/ puts them together. built-in/ must " +
        "not import cms/ or nodes/; what both need belongs in model/.",
      from: { path: "^src/data/built-in/" },
      to: { path: "^src/data/(cms|nodes)/" },
    },
    {
      name: "data-cms-not-to-built-in-or-nodes",
      severity: "error",
      comment:
        "src/data/cms/ reads the CMS; src/data/built-in/ reads the content/ files. They are two " +
        "independent sources of the same model/, and src/data/nodes/ puts them together. cms/ must not " +
        "import built-in/ or nodes/; what both need belongs in model/.",
      from: { path: "^src/data/cms/" },
      to: { path: "^src/data/(built-in|nodes)/" },
    },

    // src/gatsby/: Gatsby's hooks
    {
      name: "gatsby-only-from-gatsby-files",
      severity: "error",
      comment:
        "src/gatsby/ holds Gatsby's build hooks (gatsby-node.ts re-exports them) and the writers run after " +
        "the build. Only gatsby-node.ts, gatsby-config.ts and tests import it: nothing else runs at that point.",
      from: { pathNot: ["^src/gatsby/", "^gatsby-(node|config)\\.ts$", "^__tests__/"] },
      to: { path: "^src/gatsby/" },
    },
    {
      name: "gatsby-imports-data-rules-lib-i18n",
      severity: "error",
      comment:
        "src/gatsby/ may import src/gatsby/, src/data/, src/rules/, src/lib/ and src/i18n/. It makes pages " +
        "from templates by their path, never by importing React code.",
      from: { path: "^src/gatsby/" },
      to: { path: "^src/", pathNot: "^src/(gatsby|data|rules|lib|i18n)/" },
    },
    {
      name: "data-not-to-react",
      severity: "error",
      comment:
        "src/data/ runs at build time and makes nodes; the React code queries them. It must not import " +
        "pages, templates, components or hooks.",
      from: { path: "^src/data/" },
      to: { path: REACT },
    },

    // React: pages and templates > components > hooks > lib, i18n, rules
    {
      name: "pages-templates-imports",
      severity: "error",
      comment:
        "A page or template is the top of the React code: it may import src/components/, src/hooks/, " +
        "src/lib/, src/i18n/ (not the tables), src/rules/, src/styles/ and its own CSS module, not " +
        "another page or template (shared parts go to src/components/).",
      from: { path: "^src/(pages|templates)/" },
      to: {
        path: "^src/",
        pathNot: ["^src/(components|hooks|lib|i18n|rules|styles)/", "^src/(pages|templates)/[^/]+\\.module\\.css$"],
      },
    },
    {
      name: "components-imports",
      severity: "error",
      comment:
        "Components may import src/components/, src/hooks/, src/lib/, src/i18n/ (not the tables), src/rules/ " +
        "and src/styles/ (the layout loads global.css), never a page or template: imports run down only.",
      from: { path: "^src/components/" },
      to: { path: "^src/", pathNot: "^src/(components|hooks|lib|i18n|rules|styles)/" },
    },
    {
      name: "hooks-imports",
      severity: "error",
      comment:
        "Hooks sit under the components that use them: they may import src/hooks/, src/lib/, src/i18n/ " +
        "(not the tables), src/rules/ and src/types/, never src/components/, pages or templates, not " +
        "even for a type (imports run down only; a shared type belongs in the hook or in src/lib/).",
      from: { path: "^src/hooks/" },
      to: { path: "^src/", pathNot: "^src/(hooks|lib|i18n|rules|types)/" },
    },

    // cms/ and deploy/
    {
      name: "cms-imports-only-rules-from-site",
      severity: "error",
      comment:
        "The CMS (cms/) is its own Node.js application with its own packages. From the site's files it may " +
        "require only src/rules/ (plain CommonJS, the slug, link and date rules both sides share).",
      from: { path: "^cms/" },
      to: { dependencyTypes: ["local"], pathNot: ["^cms/", "^src/rules/"] },
    },
    {
      name: "deploy-imports-nothing-from-repo",
      severity: "error",
      comment:
        "deploy/'s scripts run on the server outside the site's build (nginx-install-config.mjs is copied " +
        "alone to /usr/local/lib/nusakode/ and runs as root). They may import Node's built-ins and each " +
        "other, nothing else of the repository (no src/).",
      from: { path: "^deploy/" },
      to: { dependencyTypes: ["local"], pathNot: "^deploy/" },
    },
  ],
  options: {
    // Packages are seen as dependencies (a rule can forbid them) but not read.
    doNotFollow: { path: "(^|/)node_modules/" },
    // Generated: the site's and the CMS's builds and caches.
    exclude: { path: "^(public|\\.cache)/|^cms/(dist|build|\\.cache|\\.strapi|\\.tmp|public)/" },
    // See type-only imports, so the rules can tell them apart.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["main", "types", "typings"],
    },
  },
};
