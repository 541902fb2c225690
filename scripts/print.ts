/** A line on standard output: what command-line scripts report (the lint rule keeps console.log out of the app). */
export const print = (line = ''): void => {
  process.stdout.write(`${line}\n`);
};
