import { useCallback, useEffect } from "react";
import { isLocalHost } from "../lib/hosts";

export const PLACEHOLDER_TOKEN = "local-development-token";

interface Grecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/**
 * reCAPTCHA v3: the script is added once `near` becomes true (the form nears the viewport), never on
 * local hosts, where a placeholder token stands in. `requestToken` asks for a fresh token under the
 * form's action (src/rules/visitor-forms.js, which the CMS checks) and resolves null when none can be
 * had (script not loaded, blocked, failed).
 */
export function useRecaptcha(siteKey: string, near: boolean, action: string) {
  const requestToken = useCallback(async (): Promise<string | null> => {
    if (isLocalHost(window.location.hostname)) return PLACEHOLDER_TOKEN;
    const grecaptcha = window.grecaptcha;
    if (!siteKey || !grecaptcha) return null;
    try {
      return await new Promise<string>((resolve, reject) => {
        grecaptcha.ready(() => grecaptcha.execute(siteKey, { action }).then(resolve, reject));
      });
    } catch {
      return null;
    }
  }, [siteKey, action]);

  useEffect(() => {
    if (!near || !siteKey || isLocalHost(window.location.hostname)) return;
    if (document.getElementById("recaptcha-script")) return;
    const script = document.createElement("script");
    script.id = "recaptcha-script";
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => void requestToken();
    document.head.appendChild(script);
  }, [near, siteKey, requestToken]);

  return { requestToken };
}
