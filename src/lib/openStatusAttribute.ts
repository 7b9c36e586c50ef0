/** The attribute of an open-status slot on a place card: the place's parsed hours as JSON. */
export const OPEN_HOURS_ATTRIBUTE = 'data-open-hours';
