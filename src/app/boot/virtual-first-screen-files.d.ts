/** The instance route's chunks, given by scripts/vite-plugins/boot-scripts.ts when it builds the first-screen boot script. */
declare module 'virtual:first-screen-files' {
  const files: import('./first-screen').FirstScreenFiles;
  export default files;
}
