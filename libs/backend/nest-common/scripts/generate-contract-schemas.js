// Rewrites src/openapi/contract-schemas.generated.ts from the types of @petcora/contracts
// (`npx nx run nest-common:generate-schemas`, which builds @petcora/testing first: this reads its dist).
const { writeFileSync } = require('node:fs');
const path = require('node:path');
const { CONTRACT_SCHEMAS_FILE, contractSchemasModuleText } = require('@petcora/testing');

contractSchemasModuleText().then(
  (text) => {
    writeFileSync(CONTRACT_SCHEMAS_FILE, text);
    console.log(`Wrote ${path.relative(process.cwd(), CONTRACT_SCHEMAS_FILE)}`);
  },
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
