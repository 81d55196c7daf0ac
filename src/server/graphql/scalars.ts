import { GraphQLScalarType, Kind } from 'graphql';

export const DateTimeScalar = new GraphQLScalarType<Date | null, string>({
  name: 'DateTime',
  serialize: (value) => {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime()))
      throw new TypeError('DateTime cannot represent an invalid date');
    return date.toISOString();
  },
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO-8601 string');
    return date;
  },
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? new Date(ast.value) : null),
});

export const FlagValueScalar = new GraphQLScalarType<boolean | string, boolean | string>({
  name: 'FlagValue',
  serialize: (value) => (typeof value === 'boolean' ? value : String(value)),
  parseValue: (value) => {
    if (typeof value === 'boolean' || typeof value === 'string') return value;
    throw new TypeError('FlagValue must be a boolean or a string');
  },
  parseLiteral: (ast) => {
    if (ast.kind === Kind.BOOLEAN || ast.kind === Kind.STRING) return ast.value;
    throw new TypeError('FlagValue must be a boolean or a string');
  },
});
