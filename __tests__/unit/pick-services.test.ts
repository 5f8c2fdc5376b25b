import { pickServices } from "../../src/lib/pick-services";

const services = ["service-1", "service-2", "service-3"].map((contentId) => ({ contentId }));

test("picks the named services in the home content's order", () => {
  expect(pickServices(services, ["service-3", "service-1"]).map((s) => s.contentId)).toEqual(["service-3", "service-1"]);
});

test("skips an id no service has", () => {
  expect(pickServices(services, ["service-9", "service-2"]).map((s) => s.contentId)).toEqual(["service-2"]);
});
