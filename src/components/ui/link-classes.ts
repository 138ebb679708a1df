/** A button or inline link that reads as a link: the app's link colour, underlined on hover, a visible focus ring. */
export const linkClasses =
  'rounded-sm text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300';
