import { GraphQLError } from 'graphql';
import type { ASTVisitor, ExecutionArgs, ValidationContext, validate } from 'graphql';
import { isAsyncIterable } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import { NUL_MESSAGE } from '../lib/nul-character';

/**
 * No error names what the schema has that the caller did not ask for: "Did
 * you mean …" (fields, arguments, types, enum values; in validation and in
 * variable coercion alike) maps a schema whose introspection is off.
 * graphql-js leaves the suggestions out itself when asked to.
 */
export const hideSuggestions: Plugin = {
  onValidate({ validateFn, setValidationFn }) {
    const validateWith = validateFn as typeof validate;
    setValidationFn(
      (...[schema, document, rules, options, typeInfo]: Parameters<typeof validate>) =>
        validateWith(schema, document, rules, { ...options, hideSuggestions: true }, typeInfo),
    );
  },
  onExecute({ executeFn, setExecuteFn }) {
    // graphql-js and the executor Yoga uses both read the option.
    const executeWith = executeFn as (args: ExecutionArgs) => unknown;
    setExecuteFn((args: ExecutionArgs) => executeWith({ ...args, hideSuggestions: true }));
    return {
      // The executor does not pass the option on when it coerces an enum in a variable.
      onExecuteDone({ result, setResult }) {
        if (isAsyncIterable(result) || !result.errors?.some(hasSuggestion)) return;
        setResult({ ...result, errors: result.errors.map(withoutSuggestion) });
      },
    };
  },
};

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

const hasSuggestion = (error: GraphQLError) => /Did you mean/.test(error.message);

function withoutSuggestion(error: GraphQLError): GraphQLError {
  if (!hasSuggestion(error)) return error;
  return new GraphQLError(error.message.replace(SUGGESTION, ''), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

function nulInLiterals(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (node.value.includes('\u0000'))
        context.reportError(
          new GraphQLError(NUL_MESSAGE, {
            nodes: node,
            // Not a spec validation error: 400 whatever the client accepts.
            extensions: { code: 'BAD_REQUEST', http: { status: 400, spec: false } },
          }),
        );
    },
  };
}

/**
 * A NUL character written into the query itself (`"a\u0000b"`) is refused
 * before anything runs; variables and URLs are checked for every route by
 * the request guard (http/nul-guard.ts).
 */
export const refuseNulInLiterals: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(nulInLiterals);
  },
};
