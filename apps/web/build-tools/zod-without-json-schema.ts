import type { Plugin } from 'vite';

/**
 * Every zod schema carries methods that turn it into a JSON Schema (`toJSONSchema()`, the
 * standard-schema `jsonSchema` property, the `minLength`-style getters), and zod's classic API
 * imports the converters for them: about 17 KB of the validator chunk every page loads. The web
 * app only parses answers, so its build gets converters that say they are not there (and getters
 * that answer null). The server
 * and the tests use zod unchanged.
 */
const STUB_ID = '\0zod-json-schema-stub';

const STUB = `
const absent = () => {
  throw new Error('JSON Schema conversion is not part of the web build');
};
export const createToJSONSchemaMethod = () => absent;
export const createStandardJSONSchemaMethod = () => absent;
export const allProcessors = {};
// The minLength-style getters read what the checks allow from here: in the browser they say null.
export const aggregateChecks = () => ({});
`;

/** The other names zod takes from the two converter modules, each a function that throws. */
const PROCESSOR_NAMES = [
  'stringProcessor',
  'numberProcessor',
  'booleanProcessor',
  'bigintProcessor',
  'symbolProcessor',
  'undefinedProcessor',
  'voidProcessor',
  'nullProcessor',
  'anyProcessor',
  'unknownProcessor',
  'neverProcessor',
  'dateProcessor',
  'enumProcessor',
  'literalProcessor',
  'nanProcessor',
  'templateLiteralProcessor',
  'fileProcessor',
  'successProcessor',
  'customProcessor',
  'functionProcessor',
  'transformProcessor',
  'mapProcessor',
  'setProcessor',
  'arrayProcessor',
  'objectProcessor',
  'unionProcessor',
  'intersectionProcessor',
  'tupleProcessor',
  'recordProcessor',
  'nullableProcessor',
  'nonoptionalProcessor',
  'defaultProcessor',
  'prefaultProcessor',
  'catchProcessor',
  'pipeProcessor',
  'readonlyProcessor',
  'promiseProcessor',
  'optionalProcessor',
  'lazyProcessor',
  'toJSONSchema',
  'initializeContext',
  'handleUnrepresentable',
  'processSchema',
  'process',
  'extractDefs',
  'finalize',
];

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (!importer || !/[\\/]zod[\\/]/.test(importer)) return null;
      if (!/(json-schema-processors|to-json-schema)\.js$/.test(source)) return null;
      return STUB_ID;
    },
    load(id) {
      if (id !== STUB_ID) return null;
      const names = PROCESSOR_NAMES.map((name) => `export const ${name} = absent;`).join('\n');
      return `${STUB}\n${names}\n`;
    },
  };
}
