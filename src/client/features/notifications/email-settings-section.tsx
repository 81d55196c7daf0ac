/** The settings section where a person chooses which notifications also arrive by e-mail. */
export function EmailNotificationsSection() {
  return null;
}
