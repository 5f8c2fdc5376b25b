import { builtHtml, textOf } from "../support/site-files";

describe("/blog", () => {
  const html = builtHtml("/blog");
  it("lists three posts with excerpts ending in an ellipsis, linking to /single-blog", () => {
    const posts = html.match(/<article[\s\S]*?<\/article>/g) ?? [];
    expect(posts).toHaveLength(3);
    for (const post of posts) {
      expect(post).toContain('href="/single-blog"');
      expect(textOf(post).trim()).toMatch(/\.\.\.$/);
    }
  });
  it("has the static pagination as navigation with the current page announced", () => {
    const nav = html.match(/<nav aria-label="Blog pages"[\s\S]*?<\/nav>/)?.[0] ?? "";
    expect(nav).toMatch(/<span aria-current="page"><span class="visually-hidden">Page <\/span>1<\/span>/);
    expect(nav).toContain(">2</a>");
    expect(nav).toContain('aria-label="Next page"');
  });
});

it("/blog-grid has six post cards and the sidebar", () => {
  const html = builtHtml("/blog-grid");
  expect(html.match(/<article/g)).toHaveLength(6);
  expect(html).toContain('placeholder="Type keyword here"');
});

describe("sidebar", () => {
  const html = builtHtml("/blog-grid");
  const sidebar = html.match(/<aside[^>]*aria-label="Blog sidebar"[\s\S]*?<\/aside>/)?.[0] ?? "";
  it("has a labelled search, the categories, three recent posts and the tags, all linking to /", () => {
    expect(sidebar).toMatch(/<label for="blog-search" class="visually-hidden">Search the blog<\/label>/);
    for (const name of ["Business", "Development", "Technology", "Creative Director", "Uncategorized", "Marketing", "Solutions", "Studio", "Brand"]) {
      expect(sidebar).toMatch(new RegExp(`href="/">${name}</a>`));
    }
    const recent = sidebar.match(/id="sidebar-recent"[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(recent.match(/<li>/g)).toHaveLength(3);
    expect(recent).toContain("12 March 2025");
    expect(sidebar.match(/href="([^"]+)"/g)?.every((h) => h === 'href="/"')).toBe(true);
  });
});

describe("/single-blog", () => {
  const html = builtHtml("/single-blog");
  const text = textOf(html);
  it("has the lazily loaded blurred 850x500 image, category, date, body and tags", () => {
    expect(html).toMatch(/<img[^>]*data-placeholder-image/);
    expect(html).toMatch(/width:850px|max-width:850px|width="850"/);
    expect(html).toMatch(/loading="lazy"[^>]*src="\/static\/[^"]+\/fast-websites\.jpg"|src="\/static\/[^"]+\/fast-websites\.jpg"[^>]*loading="lazy"|loading="lazy"[\s\S]{0,400}fast-websites/);
    for (const t of ["Development", "12 March 2025", "Most visitors in Indonesia", "Performance", "175 likes", "23 comments"]) expect(text).toContain(t);
  });
  it("lists comments with nested replies and Reply links, then the comment form", () => {
    expect(html.match(/>Reply<span/g)).toHaveLength(4);
    expect(html.match(/<li class="single-blog-module--reply--/g)).toHaveLength(2);
    expect(text).toContain("Leave a comment");
  });
});

it.each([
  ["/sign-in", ["Sign in", "Remember me", "Forgot password", "Create account", "Not a member yet? Sign up here", "© 2024"]],
  ["/sign-up", ["Full name", "I agree to the terms of service and the privacy policy", "Already have an account? Log in here", "© 2024"]],
  ["/reset-password", ["Reset account", "If you didn't request a password recovery link, please ignore this.", "© 2024"]],
  ["/coming-soon", ["We have launched!", "The wait ended on June 23, 2025.", "Get Notified", "We will never share your information with anyone, and we never send spam.", "© 2024"]],
])("%s is in the second layout group with its texts, kept out of the index", (route, texts) => {
  const html = builtHtml(route);
  const text = textOf(html);
  for (const t of texts) expect(text).toContain(t);
  expect(html).not.toContain('aria-label="Main"');
  expect(html).toContain('<meta name="robots" content="noindex"');
});

it("account social links open in a new tab safely", () => {
  for (const route of ["/sign-in", "/sign-up"]) {
    const html = builtHtml(route);
    expect(html).toMatch(/href="https:\/\/accounts.google.com\/" target="_blank" rel="noopener noreferrer"/);
    expect(html).toMatch(/href="https:\/\/www.facebook.com\/" target="_blank" rel="noopener noreferrer"/);
  }
  expect(builtHtml("/sign-in")).toMatch(/href="\/reset-password"[^>]*>Forgot password<\/a>/);
  expect(builtHtml("/sign-in")).toMatch(/href="\/sign-up"[^>]*>Not a member yet\? Sign up here<\/a>/);
});

it("renders a post without a category cleanly", () => {
  const html = builtHtml("/blog-grid");
  const card = (html.match(/<article[\s\S]*?<\/article>/g) ?? []).find((a) => a.includes("Planning redirects when you replace an old website")) ?? "";
  expect(card).toContain("8 January 2025");
  expect(card).not.toMatch(/blog-post-card-module--category/);
  expect(textOf(card)).not.toMatch(/undefined|null/);
});
