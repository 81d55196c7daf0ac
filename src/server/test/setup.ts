// Dates in server-rendered pages must not depend on the machine's zone.
process.env.TZ = 'UTC';
