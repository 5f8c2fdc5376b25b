import React from "react";

// css-class icons of the content become inline SVGs (no icon fonts).
const icons: Record<string, React.ReactNode> = {
  "icon-code": <path d="M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16" />,
  "icon-design": (
    <path d="M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.5-1.5 0-1-.8-1.3-.8-2.2 0-.8.7-1.3 1.5-1.3H17a4 4 0 0 0 4-4c0-5-4-9-9-9zM7.5 12a1 1 0 1 1 0-.1M10 8a1 1 0 1 1 0-.1M15 8a1 1 0 1 1 0-.1" />
  ),
  "icon-ai": <path d="M9 3v3M15 3v3M9 18v3M15 18v3M3 9h3M3 15h3M18 9h3M18 15h3M6 6h12v12H6zM10 10h4v4h-4z" />,
  "icon-agent": <path d="M12 3v3M5 9h14v10H5zM9 13v1M15 13v1M9 17h6M2 13h3M19 13h3" />,
};

export function ServiceIcon({ name }: { name: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="40"
      height="40"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {icons[name] ?? <circle cx="12" cy="12" r="8" />}
    </svg>
  );
}
