import { nginxRedirects } from "../../src/gatsby/after-build/nginx-redirects";

it("answers an old address, with or without its slash, with a permanent redirect to the new one", () => {
  expect(nginxRedirects([{ fromPath: "/ourworks/old-name/", toPath: "/ourworks/new-name/" }])).toBe(
    "# Written by the build (gatsby-node onPostBuild): old page addresses (previousSlugs).\n" +
      "location = /ourworks/old-name { return 301 /ourworks/new-name/; }\n" +
      "location = /ourworks/old-name/ { return 301 /ourworks/new-name/; }\n",
  );
});

it("refuses a path that is not made of slugs rather than write it into nginx's configuration unquoted", () => {
  for (const fromPath of [
    "/ourworks/old name/",
    "/ourworks/a;return 200/",
    "/ourworks/{x}/",
    "ourworks/old/",
    "/ourworks//",
  ]) {
    expect(() => nginxRedirects([{ fromPath, toPath: "/ourworks/new-name/" }])).toThrow(/is not a path of slugs/);
  }
  expect(() => nginxRedirects([{ fromPath: "/ourworks/old/", toPath: "/ourworks/new name/" }])).toThrow(
    /is not a path of slugs/,
  );
});
