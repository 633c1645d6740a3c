// Rewrites src/openapi/contract-schemas.generated.ts and its .json from the types of @petcora/contracts
// (`npx nx run nest-common:generate-schemas`, which builds @petcora/testing first: this reads its dist).
const { writeFileSync } = require('node:fs');
const path = require('node:path');
const { contractSchemasFiles } = require('@petcora/testing');

contractSchemasFiles().then(
  (files) => {
    for (const { file, text } of files) {
      writeFileSync(file, text);
      console.log(`Wrote ${path.relative(process.cwd(), file)}`);
    }
  },
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
