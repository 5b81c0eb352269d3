import leadFormPages from "@/content/routes/lead-form-pages.json";
import { getRoute, isRoute } from "@/content/routes";

/**
 * The pages that render a lead form, by name and path, e.g. "Contact (/contact)": the list the
 * pixel and the proxy's CSP also exclude (content/routes/lead-form-pages.json). Pages that show
 * another route's page again (the statement form after a refused post) are not listed twice.
 */
export const formPagesText = leadFormPages
  .filter(isRoute)
  .map((path) => `${getRoute(path).label} (${path})`)
  .join(", ");
