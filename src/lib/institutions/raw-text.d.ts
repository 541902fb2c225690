declare module '*.txt?raw' {
  const text: string;
  export default text;
}
