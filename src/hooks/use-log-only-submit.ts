import { useState } from "react";
import { maskPasswords } from "../lib/mask-password";

/**
 * The account, comment and notify forms are not connected to a server (SPEC section 5): a valid
 * submit only logs the data, passwords masked, and tells the visitor plainly what happened.
 */
export function useLogOnlySubmit<T extends Record<string, unknown>>(formName: string, notice: string) {
  const [status, setStatus] = useState<string | null>(null);
  const onValid = (data: T) => {
    console.info(`${formName} (not sent anywhere):`, maskPasswords(data));
    setStatus(notice);
  };
  return { status, onValid };
}
