import { paths } from '@web/config/paths';

/**
 * A link to the contact form with the interest and message filled in, so a quote or consultation request
 * reaches the team with its context. The contact page reads these two parameters.
 */
export const contactHref = (message: string) =>
  `${paths.contact}?${new URLSearchParams({ interest: 'general', message })}`;
