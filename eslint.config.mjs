// ESLint (flat config): JavaScript's and typescript-eslint's recommended rules everywhere, React's hook
// rules and jsx-a11y's accessibility rules on the components (the site's and the CMS admin's), the
// imports' order and the lines' length. Formatting is Prettier's (.prettierrc.json), not ESLint's.
// `npm run lint`; the suite runs it as its step "lint".
import comments from "@eslint-community/eslint-plugin-eslint-comments";
import importPlugin from "eslint-plugin-import";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    // Generated or vendored: what tools write is not ours to lint.
    ignores: [
      "public/",
      ".cache/",
      "static/",
      "cms/build/",
      "cms/dist/",
      "cms/.strapi/",
      "cms/types/generated/",
      "cms/public/",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{jsx,tsx}"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A code block scrolls sideways on a phone: focusable, so a keyboard can scroll it (axe's
      // scrollable-region-focusable asks the same).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: ["pre"] }],
    },
  },
  {
    files: ["**/*.{js,jsx,ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    plugins: { "@eslint-community/eslint-comments": comments, import: importPlugin },
    rules: {
      // Imports in three groups: Node's, the packages', then the project's own. Imports for their side
      // effects (a stylesheet) are left where they stand, as their order is the cascade's.
      "import/order": ["error", { groups: ["builtin", "external", ["internal", "parent", "sibling", "index"]] }],
      // A rule turned off in place says why: `// eslint-disable-next-line rule -- reason`.
      "@eslint-community/eslint-comments/require-description": "error",
      "@eslint-community/eslint-comments/no-unlimited-disable": "error",
      // Lines of code and comments fit 120 characters (Prettier's width, which leaves comments alone);
      // strings, template literals, regular expressions and URLs may run longer rather than be cut.
      "max-len": [
        "error",
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
      // `_name`: a parameter or destructured part left unused on purpose.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  // What runs in the browser: the site and the CMS's admin panel.
  { files: ["src/**", "gatsby-browser.tsx", "cms/src/admin/**"], languageOptions: { globals: globals.browser } },
  // Strapi's own global in the CMS's code.
  { files: ["cms/src/**", "cms/config/**", "cms/scripts/**"], languageOptions: { globals: { strapi: "readonly" } } },
  // Functions these scripts hand to the browser to run in the page (page.evaluate).
  { files: ["scripts/bench.mjs", "scripts/first-sight.mjs"], languageOptions: { globals: globals.browser } },
  {
    files: ["__tests__/**"],
    languageOptions: { globals: { ...globals.jest, ...globals.browser } },
    rules: {
      // Tests load the CMS's and the shared rules' CommonJS as Strapi and Node run it (require), and fake
      // parts of Gatsby's and Strapi's large APIs with loosely typed stand-ins.
      "@typescript-eslint/no-require-imports": "off",
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  // CommonJS: the shared rules (src/rules/), the CMS (Strapi loads it with require), the configs.
  { files: ["**/*.{js,cjs}"], rules: { "@typescript-eslint/no-require-imports": "off" } },
);
