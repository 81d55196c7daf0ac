import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { plugin } from './possible-types';

describe('the possibleTypes codegen plugin', () => {
  it('lists the members of every union and the implementations of every interface', async () => {
    const schema = buildSchema(`
      interface Node { id: ID! }
      type Post implements Node { id: ID! }
      type User implements Node { id: ID! }
      type NotFound { message: String }
      union PostResult = Post | NotFound
      type Query { post: PostResult node: Node }
    `);
    const output = await plugin(schema, [], {});
    if (typeof output !== 'string') throw new Error('the plugin writes one file as text');
    expect(output).toContain('export const possibleTypes: Record<string, string[]> = {');
    const literal = output.split(' = ')[1]?.replace(/;\s*$/, '') ?? '';
    expect(JSON.parse(literal)).toEqual({
      Node: ['Post', 'User'],
      PostResult: ['NotFound', 'Post'],
    });
  });
});
