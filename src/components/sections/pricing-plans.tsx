import React, { useState } from "react";
import { Link } from "../../i18n/link";
import { priceFor, type BillingPeriod } from "../../lib/pricing";
import { formatPrice } from "../../lib/numbers";
import * as styles from "./pricing-plans.module.css";
import { usePageLocale } from "../../i18n/page-locale";
import { useContentLang } from "../../i18n/content-lang";

type Plan = Queries.PricingPageQuery["allPricingPlan"]["nodes"][number];

/** The billing toggle (Annually by default) and the package cards whose prices follow it. */
export function PricingPlans({ plans }: { plans: ReadonlyArray<Plan> }) {
  const [period, setPeriod] = useState<BillingPeriod>("annually");
  const annually = period === "annually";
  const { locale, texts } = usePageLocale();
  const langOf = useContentLang();
  const price = (plan: Plan) => {
    const value = priceFor(plan.price, period);
    return value === null ? "" : formatPrice(value, locale);
  };
  return (
    <div>
      <div className={styles.toggle}>
        <span id="billed-monthly">{texts.pricing.billedMonthly}</span>
        <button
          type="button"
          role="switch"
          aria-checked={annually}
          aria-labelledby="billed-annually"
          className={styles.toggleSwitch}
          onClick={() => setPeriod(annually ? "monthly" : "annually")}
        >
          <span className={styles.knob} aria-hidden="true" />
        </button>
        <span id="billed-annually">{texts.pricing.billedAnnually}</span>
      </div>
      <ul className={styles.plans}>
        {plans.map((plan) => (
          <li
            key={plan.contentId}
            className={`${styles.plan} ${plan.highlighted ? styles.highlighted : ""}`}
            data-highlighted={plan.highlighted ? "" : undefined}
          >
            <h2 lang={langOf(plan)}>{plan.title}</h2>
            <p lang={langOf(plan)}>{plan.description}</p>
            <p className={styles.price} aria-live="polite">
              <span data-testid="price">{price(plan)}</span>
              <small> {annually ? texts.pricing.perYear : texts.pricing.perMonth}</small>
            </p>
            <ul className={styles.features} lang={langOf(plan)}>
              {plan.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            <Link to="/pricing" className={styles.select}>
              {texts.pricing.select}
              <span className="visually-hidden">{`: ${plan.title}`}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
