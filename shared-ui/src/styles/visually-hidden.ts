import utilities from './utilities.module.css';

/** The class that hides an element on screen and keeps it for screen readers: one rule for all fronts. */
export const visuallyHidden: string = utilities.visuallyHidden;
