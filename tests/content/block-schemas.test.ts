import { describe, expect, it } from 'vitest';
import { blockTypes, schemaById, validator } from '../../src/content/schemas';

// The marketer's reference for each block is its schema: what it is for, each field, and an
// example to copy. Every example must itself be valid, or it would teach a mistake.
describe('every block schema documents the block with a valid example', () => {
  for (const type of blockTypes()) {
    it(type, () => {
      const schema = schemaById(`blocks/${type}.schema.json`) as { description?: string; examples?: unknown[] };
      expect(schema.description?.length).toBeGreaterThan(20);
      expect(schema.examples?.length).toBeGreaterThan(0);
      const validate = validator(`blocks/${type}.schema.json`);
      for (const example of schema.examples!) expect(validate(example) || validate.errors).toBe(true);
    });
  }
});
