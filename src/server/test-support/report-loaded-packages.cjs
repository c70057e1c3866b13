// Preloaded (`node --require`) into a server under test: on SIGUSR2 it prints the npm packages
// loaded so far through Node's CommonJS loader, which is also how ES modules load CommonJS ones.
process.on('SIGUSR2', () => {
  const packages = new Set();
  for (const file of Object.keys(require.cache)) {
    const match = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(file);
    if (match) packages.add(match[1].replace(/\\/g, '/'));
  }
  process.stdout.write(`LOADED PACKAGES ${JSON.stringify([...packages].sort())}\n`);
});
