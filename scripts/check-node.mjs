// Astro 7 needs Node 22.12 or newer; the project pins Node 24 as a devDependency so `npm run` uses it.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Node ${process.versions.node} is too old: run through npm (npm start, npm test) so the pinned Node 24 is used.`,
  );
  process.exit(1);
}
console.log(`Node.js v${process.versions.node}`);
