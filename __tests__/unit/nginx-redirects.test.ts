import { nginxRedirects } from "../../src/build/nginx-redirects";

it("answers an old address, with or without its slash, with a permanent redirect to the new one", () => {
  expect(nginxRedirects([{ fromPath: "/ourworks/old-name/", toPath: "/ourworks/new-name/" }])).toBe(
    "# Written by the build (gatsby-node onPostBuild): old page addresses (previousSlugs).\n" +
      "location = /ourworks/old-name { return 301 /ourworks/new-name/; }\n" +
      "location = /ourworks/old-name/ { return 301 /ourworks/new-name/; }\n",
  );
});
