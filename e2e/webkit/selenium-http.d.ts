// selenium-webdriver's `http` folder by its file, as Node's ES module loader needs it (a folder
// import is refused there), with the types @types/selenium-webdriver gives the folder.
declare module 'selenium-webdriver/http/index.js' {
  export * from 'selenium-webdriver/http';
}
