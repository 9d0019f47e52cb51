"""GraphQL schemas as AppSync reads them, parsed and built by ``graphql-core``: AppSync's scalars
(``AWSDateTime``, ``AWSJSON``...) and directives (``@aws_api_key``, ``@aws_iam``...) are defined before the
user's document, and each API's built schema is cached on the state until its text changes."""

from __future__ import annotations

from graphql import GraphQLError, GraphQLSchema, build_ast_schema, parse
from graphql.language import DocumentNode

from labcloud.services.appsync.state import AppsyncState

SCALARS = (
    "AWSDate",
    "AWSTime",
    "AWSDateTime",
    "AWSTimestamp",
    "AWSEmail",
    "AWSJSON",
    "AWSURL",
    "AWSPhone",
    "AWSIPAddress",
)
PRELUDE = "\n".join(
    [f"scalar {name}" for name in SCALARS]
    + [
        "directive @aws_api_key on FIELD_DEFINITION | OBJECT",
        "directive @aws_iam on FIELD_DEFINITION | OBJECT",
        "directive @aws_oidc on FIELD_DEFINITION | OBJECT",
        "directive @aws_lambda on FIELD_DEFINITION | OBJECT",
        "directive @aws_cognito_user_pools(cognito_groups: [String]) on FIELD_DEFINITION | OBJECT",
        "directive @aws_auth(cognito_groups: [String]) on FIELD_DEFINITION",
        "directive @aws_subscribe(mutations: [String]) on FIELD_DEFINITION",
        "directive @aws_publish(subscriptions: [String]) on FIELD_DEFINITION",
    ]
)
#: the documents the prelude defines, left out of what introspection prints
PRELUDE_NAMES = frozenset(SCALARS)
#: largest schema document (AppSync's limit is 1 MB)
MAX_SCHEMA_BYTES = 1024 * 1024


class SchemaProblem(Exception):
    """A schema document that does not parse or build, with AppSync's wording."""


def build(text: str) -> GraphQLSchema:
    if len(text.encode()) > MAX_SCHEMA_BYTES:
        raise SchemaProblem("The schema definition is larger than 1 MB.")
    try:
        document: DocumentNode = parse(PRELUDE + "\n" + text)
    except GraphQLError as exc:
        raise SchemaProblem(
            f"Failed to parse schema document - ensure it's a valid SDL-formatted document. {exc.message}"
        ) from None
    try:
        schema = build_ast_schema(document)
    except (GraphQLError, TypeError) as exc:
        raise SchemaProblem(f"Schema validation failed: {exc}") from None
    if schema.query_type is None:
        raise SchemaProblem("Schema validation failed: the schema must define a Query type.")
    return schema


def schema_of(state: AppsyncState, api_id: str, text: str) -> GraphQLSchema:
    """The built schema of the API's stored ``text`` (cached until the text changes)."""
    cached = state.schemas.get(api_id)
    if cached is not None and cached[0] == text:
        return cached[1]
    built = build(text)
    state.schemas[api_id] = (text, built)
    return built
