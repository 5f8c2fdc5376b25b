import { useTexts } from "../i18n/page-locale";
import { validationRules } from "../lib/validation";

/** The forms' validation rules with the messages of the page's language. */
export const useValidationRules = () => validationRules(useTexts().validation);
