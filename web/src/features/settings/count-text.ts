const whole = new Intl.NumberFormat('en');

/** "60,000". */
export const wholeNumber = (count: number): string => whole.format(count);

/** "1 title", "10,000 titles". */
export const countOf = (count: number, one: string, many: string): string =>
  `${wholeNumber(count)} ${count === 1 ? one : many}`;
