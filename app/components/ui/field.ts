/**
 * A text field's or select's look, shared by the forms that use it: kept on
 * its own so a page using a field does not load the forms that first had it
 * (the progress page's GP report panel loaded all the treatment dialogs).
 */
export const fieldClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";
