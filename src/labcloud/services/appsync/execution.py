"""Executing one GraphQL request with ``graphql-core`` against an API's schema: each field with a resolver
runs it (``resolve.py``), others read their parent's value; the caller's authorization mode must be one the
field (or its type) allows by AppSync's directives (``@aws_api_key``, ``@aws_iam``,
``@aws_cognito_user_pools``...; a field with none allows only the API's default mode), and an AWS_IAM
caller needs ``appsync:GraphQL`` on the field's ARN. Errors take AppSync's shape: ``message``,
``errorType``, ``data``, ``errorInfo``, ``path``, ``locations``, with ``null`` in ``data`` where a field
failed."""

from __future__ import annotations

import json
import time
from collections import OrderedDict
from inspect import isawaitable
from typing import Any

from graphql import (
    GraphQLError,
    GraphQLResolveInfo,
    GraphQLScalarType,
    GraphQLSchema,
    default_field_resolver,
    execute,
    parse,
    print_ast,
    validate,
)
from graphql.language import DocumentNode, FieldNode, OperationType

from labcloud.services.appsync import request_log, resolve
from labcloud.services.appsync.callers import Caller
from labcloud.services.appsync.repo.records import RESOLVER, Api
from labcloud.services.appsync.resolver_error import ResolverError
from labcloud.services.appsync.state import AppsyncState
from labcloud.services.iam.interfaces import IamDirectory

_DIRECTIVES = {
    "aws_api_key": "API_KEY",
    "aws_iam": "AWS_IAM",
    "aws_cognito_user_pools": "AMAZON_COGNITO_USER_POOLS",
    "aws_oidc": "OPENID_CONNECT",
    "aws_lambda": "AWS_LAMBDA",
}


def _modes(node: Any) -> tuple[set[str], list[str] | None]:
    """The modes an AST node's directives allow, and its ``cognito_groups`` (None: any group)."""
    found: set[str] = set()
    groups: list[str] | None = None
    for directive in getattr(node, "directives", None) or ():
        name = directive.name.value
        mode = _DIRECTIVES.get(name)
        if name == "aws_auth":
            mode = "AMAZON_COGNITO_USER_POOLS"
        if mode is None:
            continue
        found.add(mode)
        for argument in directive.arguments or ():
            if argument.name.value == "cognito_groups":
                values = getattr(argument.value, "values", ())
                groups = [str(getattr(v, "value", "")) for v in values]
    return found, groups


class Run:
    """One request's execution: the API, the caller and the resolvers (read once)."""

    def __init__(
        self,
        state: AppsyncState,
        api: Api,
        caller: Caller,
        request: dict[str, Any],
        log: request_log.RequestLog | None = None,
    ) -> None:
        self.state = state
        self.log = log
        self.api = api
        self.caller = caller
        self.request = request
        self.resolvers = {
            f"{r['typeName']}.{r['fieldName']}": r for r in state.records.items(api.api_id, RESOLVER)
        }
        self.directory = state.services.interface(IamDirectory) if caller.mode == "AWS_IAM" else None
        self.default_mode = str(api.body["authenticationType"])
        #: appendError entries with their paths, after the run
        self.appended: list[dict[str, Any]] = []

    def _allowed(self, info: GraphQLResolveInfo) -> bool:
        parent = info.parent_type
        definition = parent.fields[info.field_name].ast_node
        modes, groups = _modes(definition)
        if not modes:
            modes, groups = _modes(parent.ast_node)
            for extension in parent.extension_ast_nodes or ():
                more, more_groups = _modes(extension)
                modes |= more
                groups = groups or more_groups
        mode = self.caller.mode
        if not modes:
            return mode == self.default_mode
        if mode not in modes:
            return False
        if mode == "AMAZON_COGNITO_USER_POOLS" and groups is not None:
            return bool(set(groups) & set(self.caller.groups))
        return True

    def _iam_allows(self, info: GraphQLResolveInfo) -> bool:
        if self.directory is None or self.caller.principal is None:
            return True
        arn = f"{self.api.body['arn']}/types/{info.parent_type.name}/fields/{info.field_name}"
        return bool(self.directory.is_allowed(self.caller.principal, "appsync:GraphQL", arn).allowed)

    async def field(self, source: Any, info: GraphQLResolveInfo, **arguments: Any) -> Any:
        top = info.path.prev is None
        if not self._allowed(info) or (top and not self._iam_allows(info)):
            raise ResolverError(
                f"Not Authorized to access {info.field_name} on type {info.parent_type.name}", "Unauthorized"
            )
        resolver = self.resolvers.get(f"{info.parent_type.name}.{info.field_name}")
        if resolver is None:
            return default_field_resolver(source, info, **arguments)
        call = resolve.Call(
            api=self.api,
            arguments=_plain(arguments),
            source=source,
            identity=self.caller.identity,
            info=_info(info, self.request["variables"]),
            request={"headers": dict(self.request["headers"]), "domainName": None},
            stash={},
            logging=self.log is not None,
        )
        start = self.log.offset() if self.log is not None else 0
        failure: ResolverError | None = None
        try:
            return await resolve.run(self.state, call, resolver)
        except ResolverError as failed:
            failure = failed
            raise
        finally:
            for error in call.errors:
                self.appended.append({**error, "path": list(info.path.as_list())})
            if self.log is not None:
                self._logged(self.log, info, call, failure, start)

    def _logged(
        self,
        log: request_log.RequestLog,
        info: GraphQLResolveInfo,
        call: resolve.Call,
        failure: ResolverError | None,
        start: int,
    ) -> None:
        errors = [{"message": e.get("message"), "errorType": e.get("errorType")} for e in call.errors]
        if failure is not None:
            errors.append({"message": failure.message, "errorType": failure.error_type})
        where = {
            "path": list(info.path.as_list()),
            "fieldName": info.field_name,
            "parentType": info.parent_type.name,
            "returnType": str(info.return_type),
        }
        request_log.field_records(log, self.api, where, call.mapped, errors, start, call.messages)


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _selections(nodes: Any, prefix: str = "") -> list[str]:
    out: list[str] = []
    for node in nodes or ():
        if isinstance(node, FieldNode):
            name = prefix + node.name.value
            out.append(name)
            if node.selection_set is not None:
                out += _selections(node.selection_set.selections, name + "/")
    return out


def _info(info: GraphQLResolveInfo, variables: dict[str, Any]) -> dict[str, Any]:
    node = info.field_nodes[0]
    inner = node.selection_set
    return {
        "fieldName": info.field_name,
        "parentTypeName": info.parent_type.name,
        "variables": variables,
        "selectionSetList": _selections(inner.selections if inner else ()),
        "selectionSetGraphQL": print_ast(inner) if inner else "",
    }


def _located(error: GraphQLError) -> list[dict[str, Any]]:
    return [{"line": loc.line, "column": loc.column, "sourceName": None} for loc in error.locations or ()]


def _error(error: GraphQLError) -> dict[str, Any]:
    original = error.original_error
    if isinstance(original, ResolverError):
        return {
            "path": list(error.path or ()),
            "data": original.data,
            "errorType": original.error_type,
            "errorInfo": original.info,
            "locations": _located(error),
            "message": original.message,
        }
    return {
        "path": list(error.path or ()),
        "data": None,
        "errorType": None if original is None else "Code",
        "errorInfo": None,
        "locations": _located(error),
        "message": error.message if original is None else str(original),
    }


def _validation(errors: list[GraphQLError], kind: str) -> dict[str, Any]:
    return {
        "data": None,
        "errors": [
            {
                "path": None,
                "locations": _located(e),
                "message": f"Validation error of type {kind}: {e.message}",
                "errorType": "ValidationError"
                if kind != "InvalidSyntax"
                else "MalformedHttpRequestException",
            }
            for e in errors
        ],
    }


def _json_scalar(schema: Any) -> None:
    """AWSJSON travels as a JSON string both ways."""
    scalar = schema.type_map.get("AWSJSON")
    if isinstance(scalar, GraphQLScalarType) and getattr(scalar, "_labcloud", False) is False:
        scalar.serialize = lambda value: value if isinstance(value, str) else json.dumps(value)  # type: ignore[method-assign]
        scalar.parse_value = lambda value: json.loads(value) if isinstance(value, str) else value  # type: ignore[method-assign]
        scalar._labcloud = True  # type: ignore[attr-defined]


#: parsed and validated documents by (schema, query): clients send the same few queries again and again
#: (each entry holds its schema, so the schema's id is not reused while the entry lives)
_DOCUMENTS: OrderedDict[tuple[int, str], tuple[GraphQLSchema, DocumentNode | dict[str, Any]]] = OrderedDict()
_MAX_DOCUMENTS = 256


def _checked(
    schema: GraphQLSchema, query: str, timings: list[float] | None = None
) -> DocumentNode | dict[str, Any]:
    """The query's document, or the answer refusing it (syntax or validation errors); ``timings`` gets
    the monotonic times parsing ended and validation ended (both at once for a document seen before)."""
    key = (id(schema), query)
    found = _DOCUMENTS.get(key)
    if found is not None:
        _DOCUMENTS.move_to_end(key)
        if timings is not None:
            timings += [time.monotonic()] * 2
        return found[1]
    outcome: DocumentNode | dict[str, Any]
    try:
        document = parse(query)
    except GraphQLError as exc:
        outcome = _validation([exc], "InvalidSyntax")
        if timings is not None:
            timings += [time.monotonic()] * 2
    else:
        if timings is not None:
            timings.append(time.monotonic())
        problems = validate(schema, document)
        outcome = _validation(problems, "ValidationError") if problems else document
        if timings is not None:
            timings.append(time.monotonic())
    _DOCUMENTS[key] = (schema, outcome)
    if len(_DOCUMENTS) > _MAX_DOCUMENTS:
        _DOCUMENTS.popitem(last=False)
    return outcome


def _summarized(log: request_log.RequestLog, api: Api, begun: float, timings: list[float]) -> None:
    started = log.started
    parsed, validated = timings

    def nanos(seconds: float) -> int:
        return int(seconds * 1_000_000_000)

    parsing = (nanos(begun - started), nanos(parsed - begun))
    validation = (nanos(parsed - started), nanos(validated - parsed))
    request_log.execution_summary(log, api.api_id, parsing, validation)


async def run(
    state: AppsyncState,
    api: Api,
    schema: GraphQLSchema,
    caller: Caller,
    body: dict[str, Any],
    headers: dict[str, str],
    log: request_log.RequestLog | None = None,
) -> dict[str, Any]:
    """The GraphQL response document of one request (its records gathered in ``log``)."""
    _json_scalar(schema)
    query = str(body.get("query") or "")
    if log is not None:
        variables_text = json.dumps(body.get("variables"), default=str)
        log.text(
            f"GraphQL Query: {query}, Operation: {body.get('operationName')}, Variables: {variables_text}"
        )
    begun, timings = time.monotonic(), list[float]()
    checked = _checked(schema, query, timings)
    try:
        return await _executed(state, api, schema, caller, body, headers, log, checked)
    finally:
        if log is not None and len(timings) == 2:
            _summarized(log, api, begun, timings)


async def _executed(
    state: AppsyncState,
    api: Api,
    schema: GraphQLSchema,
    caller: Caller,
    body: dict[str, Any],
    headers: dict[str, str],
    log: request_log.RequestLog | None,
    checked: DocumentNode | dict[str, Any],
) -> dict[str, Any]:
    if isinstance(checked, dict):
        return checked
    document = checked
    for definition in document.definitions:
        if getattr(definition, "operation", None) == OperationType.SUBSCRIPTION:
            return {
                "data": None,
                "errors": [
                    {
                        "errorType": "UnsupportedOperation",
                        "message": "labcloud does not serve subscriptions (real-time WebSockets).",
                    }
                ],
            }
    variables = body.get("variables")
    runner = Run(
        state,
        api,
        caller,
        {"headers": headers, "variables": variables if isinstance(variables, dict) else {}},
        log,
    )
    result = execute(
        schema,
        document,
        field_resolver=runner.field,
        variable_values=variables if isinstance(variables, dict) else None,
        operation_name=body.get("operationName"),
    )
    if isawaitable(result):
        result = await result
    out: dict[str, Any] = {"data": result.data}
    errors = [_error(e) for e in result.errors or ()]
    errors += [
        {
            "path": e["path"],
            "data": e.get("data"),
            "errorType": e.get("errorType"),
            "errorInfo": e.get("errorInfo"),
            "locations": [],
            "message": e["message"],
        }
        for e in runner.appended
    ]
    if errors:
        out["errors"] = errors
    return out
