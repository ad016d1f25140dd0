/// <reference types="vite/client" />
/// <reference types="@remix-run/node" />

/** True in the built browser bundle, whose React is Preact (vite.config.ts, decision 0027). */
declare const __BROWSER_PREACT__: boolean | undefined
