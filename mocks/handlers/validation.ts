import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { MethodName } from '@pidz/contracts';
import { contractSchemas, methodTable } from './generated/methods.ts';

// multipleOf on decimals (a rate's 0.01): 42.57 / 0.01 is not an integer in floating point, so
// a quotient within 1e-6 of one counts as a multiple.
const ajv = new Ajv({ allErrors: true, strict: true, multipleOfPrecision: 6 });
// keywords: formatMinimum on dates (a birth date not before 1900, a CV date not before 1950).
addFormats(ajv, { keywords: true });
// Names of enum members and of named values: annotations for the generated constants, not rules.
ajv.addKeyword('x-enum-varnames');
ajv.addKeyword('x-named-values');
ajv.addSchema(contractSchemas);

const paramValidators = new Map<MethodName, ValidateFunction>();
const resultValidators = new Map<MethodName, ValidateFunction>();

function compiled(cache: Map<MethodName, ValidateFunction>, method: MethodName, schema: object) {
  let validate = cache.get(method);
  if (!validate) {
    validate = ajv.compile(schema);
    cache.set(method, validate);
  }
  return validate;
}

/** The problems of one check, in a form fit for a JSON-RPC error's `data`. */
export type SchemaErrors = Pick<ErrorObject, 'instancePath' | 'message' | 'params'>[];

function check(validate: ValidateFunction, value: unknown): SchemaErrors {
  if (validate(value)) return [];
  return (validate.errors ?? []).map(({ instancePath, message, params }) => ({
    instancePath,
    message,
    params,
  }));
}

/** Checks a params object against the method's params: required ones present, no others, schemas met. */
export function paramErrors(method: MethodName, params: unknown): SchemaErrors {
  return check(compiled(paramValidators, method, methodTable[method].paramsSchema), params);
}

/** Checks a result against the method's result schema. */
export function resultErrors(method: MethodName, result: unknown): SchemaErrors {
  return check(compiled(resultValidators, method, methodTable[method].resultSchema), result);
}
