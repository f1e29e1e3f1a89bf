/** "12. května v 9:30", "12 mai la 9:30": when a store-pickup order can be collected. */
export const pickupTimeFormat: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
};
