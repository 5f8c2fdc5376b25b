// Where an image's alternative text is decided: once, when the image is linked to its File node.
import { collections } from "../../src/data/model/content-model";
import { image, imageList, obj, str } from "../../src/data/model/fields";
import { contentTypeDefs } from "../../src/data/nodes/content-schema";
import { linkImages } from "../../src/data/nodes/image-links";

const fieldsOf = (type: string) => collections.find((c) => c.type === type)!.fields;
const files = { builtIn: (relativePath: string) => `file-${relativePath}`, locale: "en" as const };
const cms = (alt: string | null) => ({ cmsImage: "/uploads/x.jpg", fileNodeId: "file-cms", alt });

it("gives a built-in image its File node and the model's fallback text", () => {
  const linked = linkImages(
    fieldsOf("TeamMember"),
    { id: "team-1", name: "Ayu Lestari", designation: "CEO", image: "team/ayu.jpg" },
    files,
  );
  expect(linked).toEqual(expect.objectContaining({ image: "file-team/ayu.jpg", imageAlt: "Portrait of Ayu Lestari" }));
});

it("takes the text an editor gave a CMS image, and the fallback when there is none", () => {
  const project = {
    id: "p",
    title: "Warung Rasa",
    banner: cms("The restaurant's terrace"),
    detailImage: cms(null),
    thumbnail: cms(null),
  };
  const linked = linkImages(fieldsOf("Project"), project, files);
  expect(linked).toEqual(
    expect.objectContaining({
      banner: "file-cms",
      bannerAlt: "The restaurant's terrace",
      detailImageAlt: "Warung Rasa detail",
      thumbnailAlt: "",
    }),
  );
});

it("gives the fallback text in the entry's language", () => {
  const member = { id: "team-1", name: "Ayu Lestari", designation: "CEO", image: "team/ayu.jpg" };
  expect(linkImages(fieldsOf("TeamMember"), member, { ...files, locale: "id" })).toEqual(
    expect.objectContaining({ imageAlt: "Foto Ayu Lestari" }),
  );
});

it("decides the texts of a list of images one by one, and of images in nested objects from their holder", () => {
  const fields = {
    hero: obj("Hero", { name: str(), main: image(true, (hero) => `Hero of ${String(hero.name)}`), users: imageList() }),
  };
  const linked = linkImages(
    fields,
    { hero: { name: "Nusakode", main: "home/a.jpg", users: ["home/b.jpg", cms("A client")] } },
    files,
  );
  expect(linked.hero).toEqual({
    name: "Nusakode",
    main: "file-home/a.jpg",
    mainAlt: "Hero of Nusakode",
    users: ["file-home/b.jpg", "file-cms"],
    usersAlt: ["", "A client"],
  });
});

it("declares each image's text beside it and resolves references in the schema", () => {
  const defs = contentTypeDefs(collections);
  expect(defs).toContain("  banner: File @link\n  bannerAlt: String!\n");
  expect(defs).toContain("  users: [File!]! @link\n  usersAlt: [String!]!\n");
  // resolved in the referring entry's language: one entry by its link key, a list by node ids beside the reference
  expect(defs).toContain(
    '  serviceIds: [String!]!\n  serviceIdsNodeIds: [ID!]!\n  services: [Service!]! @link(from: "serviceIdsNodeIds")\n',
  );
  expect(defs).toContain(
    '  memberId: String!\n  memberIdLinkKeys: String!\n  member: TeamMember! @link(by: "linkKey", from: "memberIdLinkKeys")\n',
  );
  expect(defs).toContain(
    '  memberId: String!\n  memberIdLinkKeys: String!\n  member: TeamMember! @link(by: "linkKey", from: "memberIdLinkKeys")\n',
  );
});
