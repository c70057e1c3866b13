// The select trigger's look, shared by Select (Radix) and the stand-in DeferredSelect paints
// until Radix is loaded, so the swap moves no pixel.
export const selectTriggerClasses = [
  'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-gray-400 bg-white px-3 text-left text-sm text-gray-900 shadow-xs',
  'focus-visible:border-blue-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-blue-700',
  'aria-invalid:border-red-700 disabled:cursor-not-allowed disabled:bg-gray-100 data-[placeholder]:text-gray-600',
].join(' ');
