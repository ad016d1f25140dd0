import { z } from "zod";

import { SUPPORT_REGIONS } from "./support-contacts";

const region = z.enum(SUPPORT_REGIONS, {
  error: `region must be one of ${SUPPORT_REGIONS.join(", ")}`,
});

/** `PUT /api/user/wellbeing-support { region }`: where she is, nothing else. */
export const supportRegionSchema = z.strictObject({ region });

/** The same choice from a page's form (the account page's "Where are you?", beside its `intent`). */
export const supportRegionFormSchema = z.object({ region });
