import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

import type { SupportRegion } from "~/domain/wellbeing/support-contacts";

/**
 * Tells the service worker where she has said she is, so the offline page it
 * shows with no signal carries that region's numbers (null: not chosen, every
 * region's). The worker keeps it with her pages and forgets it with them at
 * sign-out. Said again on each page, so it survives the worker emptying her
 * pages when a new session begins.
 */
export function OfflineSupportRegion({
  region,
}: {
  region: SupportRegion | null;
}) {
  const { key } = useLocation();
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const worker = navigator.serviceWorker;
    worker.ready
      .then((registration) =>
        (worker.controller ?? registration.active)?.postMessage({
          type: "support-region",
          region,
        })
      )
      .catch(() => undefined);
  }, [region, key]);
  return null;
}
