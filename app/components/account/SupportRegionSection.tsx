import { Form, Link, useNavigation } from "@remix-run/react";

import { buttonClass } from "~/components/ui/Button";
import {
  SUPPORT_REGION_NAMES,
  SUPPORT_REGIONS,
  type SupportRegion,
} from "~/domain/wellbeing/support-contacts";

/**
 * "Where are you?" on her account: the same choice as on /support (the same
 * regions, kept on her account by the same service as
 * `PUT /api/user/wellbeing-support`), so the numbers offered when things are
 * hard, online and offline, are the right ones for where she is.
 */
export function SupportRegionSection({
  region,
  chosen,
}: {
  region: SupportRegion;
  chosen: boolean;
}) {
  const navigation = useNavigation();
  const saving = navigation.formData?.get("intent") === "support-region";
  return (
    <section id="support-region" aria-labelledby="support-region-heading" className="card scroll-mt-24 p-6">
      <h2 id="support-region-heading" className="text-xl">
        Support where you are
      </h2>
      <p className="mt-2 max-w-prose text-slate-700">
        If things get very hard, we show you numbers to call. Tell us where you
        are so they are the right ones: they differ across the UK, and outside
        it.
      </p>
      <Form
        method="post"
        action="/account"
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <input type="hidden" name="intent" value="support-region" />
        <div className="sm:w-72">
          <label
            htmlFor="account-support-region"
            className="block font-semibold text-slate-900"
          >
            Where are you?
          </label>
          <select
            id="account-support-region"
            name="region"
            defaultValue={region}
            aria-describedby="account-support-region-now"
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
          >
            {SUPPORT_REGIONS.map((r) => (
              <option key={r} value={r}>
                {SUPPORT_REGION_NAMES[r]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className={buttonClass("secondary")}
          disabled={saving}
        >
          Save where I am
        </button>
      </Form>
      <p
        id="account-support-region-now"
        className="mt-3 text-sm text-slate-600"
        data-testid="account-support-region-now"
      >
        {chosen
          ? `You told us: ${SUPPORT_REGION_NAMES[region]}.`
          : `You have not told us yet: from your time zone we show the numbers for ${
              region === "elsewhere"
                ? "outside the UK"
                : SUPPORT_REGION_NAMES[region]
            }.`}{" "}
        <Link
          to="/support"
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          See every number
        </Link>
      </p>
    </section>
  );
}
