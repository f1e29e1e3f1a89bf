// Filled by issue 15's work on this area.
export {};
