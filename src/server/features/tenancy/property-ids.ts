import { randomInt } from 'node:crypto';
import { propertyIdAlphabet, propertyIdLength, propertyIdPrefix } from '@common/tenancy/property-id';

/** A fresh `ABD-XXXX` code from the unambiguous alphabet, with a cryptographic random source. */
export function generatePropertyId(): string {
  let code = '';
  for (let i = 0; i < propertyIdLength; i += 1)
    code += propertyIdAlphabet[randomInt(propertyIdAlphabet.length)];
  return `${propertyIdPrefix}${code}`;
}
